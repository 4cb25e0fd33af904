import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { listHref } from "./list-address.ts";
import { QuestionForm } from "./QuestionForm.tsx";
import { emptyQuestion } from "./question-values.ts";
import "../admin.css";

/** /admin/questions/add: a new question; `?category=` preselects its category. */
export default function QuestionAddPage() {
  const [params] = useSearchParams();
  return (
    <section className="ad-page">
      <div className="ad-toolbar">
        <Link className="btn btn-secondary" to={listHref()}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back to list
        </Link>
      </div>
      <header className="page-header">
        <h1>Add Question</h1>
      </header>
      <QuestionForm initial={emptyQuestion(params.get("category") ?? "")} />
    </section>
  );
}
