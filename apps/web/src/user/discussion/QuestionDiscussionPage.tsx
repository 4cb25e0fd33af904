import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { Discussion, DISCUSSION_CLOSED } from "./Discussion.tsx";
import "../revision/revision.css";

/**
 * /user/discussion/{question}: one question's discussion on a page of its own, where a reply on
 * the dashboard leads, with the question and its explanation above it. The server opens it only
 * to a learner who has answered the question, as it opens the thread.
 */
export default function QuestionDiscussionPage() {
  const { id = "" } = useParams();
  const question = trpc.discussion.question.useQuery({ id }, { retry: false });
  const data = question.data;
  return (
    <section className="rk-page rk-key-page">
      <div className="rk-key-toolbar">
        <Link className="btn btn-secondary" to="/user/dashboard">
          <ArrowLeft size={16} aria-hidden="true" />
          Dashboard
        </Link>
      </div>
      <article className="card rk-key" aria-busy={!data || undefined} aria-labelledby="discussed-title">
        <h1 id="discussed-title" className="rk-key-category">
          {data?.category ?? "Discussion"}
        </h1>
        {question.isError && (
          <FormAlert tone="notice">
            {question.error.data?.httpStatus === 403 ? DISCUSSION_CLOSED : "This question could not be found."}
          </FormAlert>
        )}
        {data && (
          <>
            <h2 className="rk-key-label">Question</h2>
            <p className="rk-key-question">{data.question_text}</p>
            <h2 className="rk-key-label">Explanation</h2>
            <p>{data.explanation_text}</p>
            <Discussion questionId={data.id} />
          </>
        )}
      </article>
    </section>
  );
}
