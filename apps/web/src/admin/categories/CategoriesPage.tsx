import { CATEGORY_NAME_MAX } from "@qbank/api/client";
import { FolderPlus } from "lucide-react";
import { Link } from "react-router";
import { trpc, type RouterOutputs } from "../../app/trpc.ts";
import { useRouteNotice } from "../../app/route-notice.ts";
import { TextField } from "../../ui/fields.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { useZodForm } from "../../ui/useZodForm.ts";
import { categoryLevelLabel } from "../admin-helpers.ts";
import "../admin.css";
import { ADMIN_LIST } from "../list/list-look.ts";
import { ListScreen } from "../list/ListScreen.tsx";
import type { Column } from "../list/ListTable.tsx";

type Category = RouterOutputs["admin"]["categories"][number];

const COLUMNS: Column<Category>[] = [
  { header: "Name", cell: (c) => <Link to={`/admin/category/${c.id}`}>{c.name}</Link> },
  { header: "Level", cell: (c) => categoryLevelLabel(c.level) },
  { header: "Rank", className: "ad-num", cell: (c) => c.rank },
  { header: "Questions", className: "ad-num", cell: (c) => c.question_count },
];

/** /admin/categories: every category with its level, rank and question count, and the add form. */
export default function CategoriesPage() {
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

      <ListScreen
        look={ADMIN_LIST}
        query={list}
        what="The categories"
        rows={list.data}
        rowKey={(c) => c.id}
        rowLink={(c) => ({ to: `/admin/category/${c.id}` })}
        caption="Categories"
        columns={COLUMNS}
        empty={{
          title: "No categories yet",
          hint: "Add the first one above; it stays hidden from learners until you give it a level.",
        }}
      />
    </section>
  );
}
