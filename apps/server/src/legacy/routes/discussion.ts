import type { LegacyRow } from "../adapter.ts";

/** The discussion under each question (/api/question/:id/comments, /api/comments/:id…) and its moderation. */
export const discussionRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/question/:id/comments",
    summary: "A question's discussion (sort=new|helpful), once the learner has answered it",
    procedure: (api) => api.discussion.list,
    input: "query",
  },
  {
    method: "post",
    path: "/question/:id/comments",
    summary: "Comment on a question, or reply to a comment (parent), once answered",
    procedure: (api) => api.discussion.post,
    input: "body",
  },
  {
    method: "post",
    path: "/comments/:id/vote",
    summary: "Mark a comment Helpful, or take the vote back (helpful: false)",
    procedure: (api) => api.discussion.vote,
    input: "body",
  },
  {
    method: "post",
    path: "/comments/:id/report",
    summary: "Report a comment with a reason",
    procedure: (api) => api.discussion.report,
    input: "body",
  },
  {
    method: "put",
    path: "/comments/:id",
    summary: "Edit one's own comment",
    procedure: (api) => api.discussion.edit,
    input: "body",
  },
  {
    method: "delete",
    path: "/comments/:id",
    summary: "Delete one's own comment",
    procedure: (api) => api.discussion.remove,
  },
  {
    method: "get",
    path: "/admin/comments",
    summary: "Comments to moderate (status=reported|hidden|all, question, page): reported and hidden first",
    procedure: (api) => api.discussion.moderation,
    input: "query",
  },
  {
    method: "post",
    path: "/admin/comments/:id/hide",
    summary: "Hide a comment",
    procedure: (api) => api.discussion.hide,
  },
  {
    method: "post",
    path: "/admin/comments/:id/restore",
    summary: "Show a hidden comment again",
    procedure: (api) => api.discussion.restore,
  },
  {
    method: "delete",
    path: "/admin/comments/:id",
    summary: "Delete a comment and its replies",
    procedure: (api) => api.discussion.delete,
  },
  {
    method: "post",
    path: "/admin/users/:id/mute",
    summary: "Mute a learner's comments for 7 days, 30 days or for good (days: 7|30|forever), with a reason",
    procedure: (api) => api.discussion.mute,
    input: "body",
  },
];
