import type { LegacyRow } from "../adapter.ts";

/** /api/user/review/*: today's review cards, grading one, and the day's figures. */
export const reviewRoutes: LegacyRow[] = [
  {
    method: "get",
    path: "/user/review/due",
    summary: "Today's review cards, one per question, oldest due first",
    procedure: (api) => api.review.due,
  },
  {
    method: "post",
    path: "/user/review/grade",
    summary:
      "Grade a review card (1 Again, 2 Hard, 3 Good, 4 Easy), with its question's other due cards; answers its next due date",
    procedure: (api) => api.review.grade,
    input: "body",
  },
  {
    method: "get",
    path: "/user/review/summary",
    summary: "How many cards are due today and the streak of days reviewed",
    procedure: (api) => api.review.summary,
  },
];
