import { Pencil } from "lucide-react";
import { Link } from "react-router";

/** A list row's way to a question's edit page, named by the start of its stem. */
export function EditQuestionLink({ id, text }: { id: string; text: string }) {
  return (
    <Link
      className="btn btn-secondary"
      to={`/admin/questions/edit/${id}`}
      aria-label={`Edit: ${text.slice(0, 60)}`}
      title="Edit"
    >
      <Pencil size={16} aria-hidden="true" />
      <span className="ad-edit-label">Edit</span>
    </Link>
  );
}
