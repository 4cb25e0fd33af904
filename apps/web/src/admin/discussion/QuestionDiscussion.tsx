import { trpc } from "../../app/trpc.ts";
import { ModerationList } from "./Moderation.tsx";

/** Beside the question-quality figures: the question's comments, and those that doubt the key. */
export function DiscussionFigures({ questionId }: { questionId: string }) {
  const figures = trpc.discussion.keyDoubts.useQuery({ question: questionId });
  return (
    <div className="card" aria-labelledby="discussion-figures-title" aria-busy={!figures.data || undefined}>
      <h2 id="discussion-figures-title">Discussion figures</h2>
      <dl className="details">
        <dt>Comments</dt>
        <dd>{figures.data?.comments ?? "…"}</dd>
        <dt>Doubt the key</dt>
        <dd>{figures.data?.doubts_key ?? "…"}</dd>
      </dl>
    </div>
  );
}

/** The question's discussion on its edit page, with the same actions as /admin/discussion. */
export function QuestionDiscussion({ questionId }: { questionId: string }) {
  return (
    <section className="card stack" aria-labelledby="question-discussion-title">
      <h2 id="question-discussion-title">Discussion</h2>
      <ModerationList status="all" question={questionId} />
    </section>
  );
}
