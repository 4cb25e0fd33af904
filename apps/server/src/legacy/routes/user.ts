import type { LegacyRow } from "../adapter.ts";

/** /api/user/* payments. The GETs that change the plan keep their method for integrators. */
export const userRoutes: LegacyRow[] = [
  { method: "get", path: "/user", summary: "The learner and their plan", procedure: (api) => api.payments.user },
  {
    method: "get",
    path: "/user/stripeuser",
    summary: "The learner and their plan",
    procedure: (api) => api.payments.user,
  },
  {
    method: "get",
    path: "/user/stripe/price",
    summary: "Plans and their prices",
    procedure: (api) => api.payments.plans,
  },
  {
    method: "get",
    path: "/user/stripe/mastery-mock/price",
    summary: "Master Mock attempt prices",
    procedure: (api) => api.payments.masteryPrices,
  },
  {
    method: "post",
    path: "/user/stripe/new",
    summary: "A checkout session for a plan",
    procedure: (api) => api.payments.buyPlan,
    input: "body",
  },
  {
    method: "post",
    path: "/user/stripe/mastery-mock/purchase",
    summary: "A checkout session for Master Mock attempts",
    procedure: (api) => api.payments.buyAttempts,
    input: "body",
  },
  {
    method: "get",
    path: "/user/stripe/cancle",
    summary: "Stop the plan at the end of its period",
    procedure: (api) => api.payments.stop,
    changesState: true,
  },
  {
    method: "get",
    path: "/user/stripe/start",
    summary: "Undo a stop",
    procedure: (api) => api.payments.restart,
    changesState: true,
  },
  {
    method: "get",
    path: "/user/stripe/delete",
    summary: "Cancel the plan now",
    procedure: (api) => api.payments.delete,
    changesState: true,
  },
  {
    method: "get",
    path: "/user/stripe/skip",
    summary: "End the free trial now",
    procedure: (api) => api.payments.skipTrial,
    changesState: true,
  },
  {
    method: "post",
    path: "/user/stripe/update",
    summary: "A billing-portal session",
    procedure: (api) => api.payments.billingPortal,
  },
];
