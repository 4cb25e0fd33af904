import { CATEGORY_NAME_MAX } from "@qbank/api/client";
import { FolderPlus } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { TextField } from "../../ui/fields.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import { categoryLevelLabel } from "../admin-helpers.ts";
import "../admin.css";
import { LoadFailed } from "../../ui/LoadFailed.tsx";

/** /admin/categories: every category with its level, rank and question count, and the add form. */
export default function CategoriesPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const list = trpc.admin.categories.useQuery(undefined, { staleTime: 0 });
  const create = trpc.admin.categoryCreate.useMutation();
  const form = useZodForm({ name: "" });
  const [notice, setNotice] = useRouteNotice();

  const add = form.handleSubmit(async ({ name }) => {
    const made = await create.mutateAsync({ name });
    form.setValues({ name: "" });
    setNotice(`Category “${made.name}” added. It is hidden until you give it a level.`);
    await utils.admin.categories.invalidate();
  });

  return (
    <section className="ad-page">
      <header className="page-header">
        <h1>Categories</h1>
      </header>
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Notice>
      )}

      <form className="ad-add-form" aria-label="Add category" onSubmit={add} noValidate>
        <TextField
          label="New category name"
          maxLength={CATEGORY_NAME_MAX}
          autoComplete="off"
          {...form.field("name")}
          error={form.errors.name ?? form.errors.server}
        />
        <button type="submit" className="btn" disabled={form.submitting}>
          <FolderPlus size={16} aria-hidden="true" />
          {form.submitting ? "Adding…" : "Add category"}
        </button>
      </form>

      {list.isError ? (
        <LoadFailed what="The categories" onRetry={() => void list.refetch()} />
      ) : list.data && list.data.length === 0 ? (
        <div className="empty-frame">
          <h2>No categories yet</h2>
          <p>Add the first one above; it stays hidden from learners until you give it a level.</p>
        </div>
      ) : (
        <table className="ad-table" aria-busy={!list.data || undefined}>
          <caption className="visually-hidden">Categories</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Level</th>
              <th scope="col" className="ad-num">
                Rank
              </th>
              <th scope="col" className="ad-num">
                Questions
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.map((c) => (
              <tr
                key={c.id}
                className="ad-row-link"
                onClick={(e) => {
                  if (!(e.target instanceof HTMLElement && e.target.closest("a")))
                    void navigate(`/admin/category/${c.id}`);
                }}
              >
                <td data-label="Name">
                  <Link to={`/admin/category/${c.id}`}>{c.name}</Link>
                </td>
                <td data-label="Level">{categoryLevelLabel(c.level)}</td>
                <td data-label="Rank" className="ad-num">
                  {c.rank}
                </td>
                <td data-label="Questions" className="ad-num">
                  {c.question_count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
