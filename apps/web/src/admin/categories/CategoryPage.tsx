import { ArrowLeft, Settings } from "lucide-react";
import { Link, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { plural } from "../admin-helpers.ts";
import { EditQuestionLink } from "../questions/EditQuestionLink.tsx";
import "../admin.css";
import { LoadFailed, MAY_BE_DELETED } from "../../ui/LoadFailed.tsx";

/** /admin/category/{id}: the category's questions, each with Edit; Back to the list. */
export default function CategoryPage() {
  const { id = "" } = useParams();
  const category = trpc.admin.category.useQuery({ id }, { staleTime: 0 });
  const data = category.data;

  return (
    <section className="ad-page">
      <div className="ad-toolbar">
        <Link className="btn btn-secondary" to="/admin/categories">
          <ArrowLeft size={16} aria-hidden="true" />
          Back
        </Link>
        <span className="spacer" />
        {data && (
          <Link className="btn btn-secondary" to={`/admin/category/edit/${id}`}>
            <Settings size={16} aria-hidden="true" />
            Edit category
          </Link>
        )}
      </div>
      <header className="page-header">
        <h1>{data ? data.name : "Category"}</h1>
        {data && <span className="muted">{plural(data.questions.length, "question", "questions")}</span>}
      </header>

      {category.isError ? (
        <LoadFailed what="This category" advice={MAY_BE_DELETED} />
      ) : data && data.questions.length === 0 ? (
        <div className="empty-frame">
          <h2>No questions in this category</h2>
          <p>Add a question and choose this category for it.</p>
          <Link className="btn btn-secondary" to={`/admin/questions/add?category=${id}`}>
            Add question
          </Link>
        </div>
      ) : (
        <table className="ad-table" aria-busy={!data || undefined}>
          <caption className="visually-hidden">Questions in this category</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col" className="ad-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.questions.map((q) => (
              <tr key={q.id}>
                <td className="ad-cell-text">{q.question_text}</td>
                <td className="ad-actions">
                  <EditQuestionLink id={q.id} text={q.question_text} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
