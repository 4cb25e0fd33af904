import { useSearchParams } from "react-router";
import { EditFrame } from "../edit/EditFrame.tsx";
import { listHref } from "./list-address.ts";
import { QuestionForm } from "./QuestionForm.tsx";
import { emptyQuestion } from "./question-values.ts";
import "../admin.css";

/** /admin/questions/add: a new question; `?category=` preselects its category. */
export default function QuestionAddPage() {
  const [params] = useSearchParams();
  return (
    <EditFrame title="Add Question" back={{ to: listHref(), label: "Back to list" }}>
      <QuestionForm initial={emptyQuestion(params.get("category") ?? "")} />
    </EditFrame>
  );
}
