/** Where "Buy" and "See plans" lead from other pages: the dashboard's plan cards, in view. */
export const PLANS_PATH = "/user/dashboard#plans";
