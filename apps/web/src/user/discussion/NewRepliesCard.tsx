import { Link } from "react-router";
import { trpc } from "../../app/trpc.ts";
import { timeAgo } from "./text.tsx";

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

/** The dashboard's "N new replies" to the learner's comments; nothing while there are none. */
export function NewRepliesCard() {
  const utils = trpc.useUtils();
  const replies = trpc.discussion.newReplies.useQuery();
  const read = trpc.discussion.markRepliesRead.useMutation({
    onSuccess: (data) => utils.discussion.newReplies.setData(undefined, data),
  });
  const data = replies.data;
  if (!data || data.count === 0) return null;
  const title = data.count === 1 ? "1 new reply" : `${data.count} new replies`;
  return (
    <div className="card stack" aria-labelledby="new-replies-title">
      <h2 id="new-replies-title">{title}</h2>
      <p className="muted">Learners replied to your comments in the questions’ discussions.</p>
      <ul className="stack" style={{ margin: 0, paddingLeft: "1.25rem" }}>
        {data.replies.map((r) => (
          <li key={r._id}>
            <strong>{r.author}</strong> <span className="muted">({timeAgo(r.created_at)})</span>: {excerpt(r.text)}{" "}
            <Link to={`/user/discussion/${r.question}`} aria-label={`Open the discussion: reply by ${r.author}`}>
              Open the discussion
            </Link>
          </li>
        ))}
      </ul>
      <div className="row">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={read.isPending}
          onClick={() => read.mutate(data.replies[0] ? { until: data.replies[0].created_at } : undefined)}
        >
          Mark as read
        </button>
      </div>
    </div>
  );
}
