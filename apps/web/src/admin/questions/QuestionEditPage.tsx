import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { listHref } from "./list-address.ts";
import { DiscussionFigures, QuestionDiscussion } from "../discussion/QuestionDiscussion.tsx";
import { QualityCard } from "./Quality.tsx";
import { QuestionHistory } from "./QuestionHistory.tsx";
import { QuestionTags } from "./QuestionTags.tsx";
import { QuestionForm } from "./QuestionForm.tsx";
import "../admin.css";
import { DeleteDialog } from "../edit/DeleteDialog.tsx";
import { EditFrame } from "../edit/EditFrame.tsx";

/** /admin/questions/edit/{id}: the question form filled in, with the current image and Delete. */
export default function QuestionEditPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const question = trpc.admin.question.useQuery({ id }, { staleTime: 0 });
  const del = trpc.admin.questionDelete.useMutation();
  const [confirming, setConfirming] = useState(false);
  /** Counts restores, so the form starts again from the restored question. */
  const [restores, setRestores] = useState(0);
  const data = question.data;

  const remove = async () => {
    const { outcome } = await del.mutateAsync({ id });
    setConfirming(false);
    await Promise.all([
      utils.admin.questions.invalidate(),
      utils.admin.categories.invalidate(),
      utils.admin.category.invalidate(),
    ]);
    await navigate(listHref(), {
      state: {
        notice:
          outcome === "retired"
            ? "Question retired: learners who met it keep it in their history; nobody meets it again."
            : "Question deleted.",
      },
    });
  };

  return (
    <EditFrame
      title="Edit Question"
      back={{ to: listHref(), label: "Back to list" }}
      failed={question.isError ? "This question" : undefined}
    >
      {!data ? (
        <div className="card ad-form" aria-busy="true">
          <div className="loading-line" />
        </div>
      ) : (
        <div className="ad-edit-cards">
          {data.quality && (
            <QualityCard
              quality={data.quality}
              options={[data.option_1, data.option_2, data.option_3, data.option_4, data.option_5]}
            />
          )}
          <DiscussionFigures questionId={data.id} />
          <QuestionForm
            key={`${data.id}-${restores}`}
            initial={{
              category: data.category.id,
              text: data.text,
              option_1: data.option_1,
              option_2: data.option_2,
              option_3: data.option_3,
              option_4: data.option_4,
              option_5: data.option_5,
              solution: data.solution,
              url: data.url ?? "",
              name: data.name ?? "",
            }}
            editing={{
              id: data.id,
              image: data.image_name && data.image_url ? { name: data.image_name, url: data.image_url } : null,
              version: data.version,
            }}
            actions={
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                <Trash2 size={16} aria-hidden="true" />
                Delete
              </button>
            }
          />
          <QuestionTags id={data.id} />
          <QuestionHistory
            id={data.id}
            onRestored={() =>
              void utils.admin.question.invalidate({ id: data.id }).then(() => setRestores((n) => n + 1))
            }
          />
          <QuestionDiscussion questionId={data.id} />
        </div>
      )}
      <DeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete question"
        failure="The question could not be deleted."
        onDelete={remove}
      >
        <p>
          Delete this question? If learners have already met it, it is retired rather than erased: it stays in their
          history and statistics, but nobody meets it again.
        </p>
      </DeleteDialog>
    </EditFrame>
  );
}
