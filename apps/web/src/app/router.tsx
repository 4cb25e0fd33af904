import type { ComponentType } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { guardLoader } from "./guard.ts";
import { screenReads, startReads } from "./screen-reads.ts";
import { RootLayout } from "../shell/RootLayout.tsx";
import { RouteError } from "../shell/RouteError.tsx";
import { LoginPage } from "../auth/LoginPage.tsx";
import { NotFound } from "../shell/NotFound.tsx";

/**
 * Route-level code splitting: only the sign-in screen is in the first load; the other public
 * screens and the learner and admin areas load when visited.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  page(async () => ({ default: (await load())[name] }));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    loader: guardLoader,
    shouldRevalidate: () => true,
    errorElement: <RouteError />,
    HydrateFallback: () => <div className="loading-line" aria-label="Loading" />,
    children: [
      { path: "/", ...named(() => import("../auth/Landing.tsx"), "Landing") },
      { path: "/login", element: <LoginPage /> },
      { path: "/signup", ...named(() => import("../auth/SignupPage.tsx"), "SignupPage") },
      { path: "/reset", ...named(() => import("../auth/ResetPage.tsx"), "ResetPage") },
      { path: "/change", ...named(() => import("../auth/ChangePage.tsx"), "ChangePage") },
      { path: "/delete-account", ...named(() => import("../auth/DeleteAccountPage.tsx"), "DeleteAccountPage") },
      { path: "/terms", ...page(() => import("../public/TermsPage.tsx")) },
      { path: "/privacy", ...page(() => import("../public/PrivacyPage.tsx")) },
      {
        path: "/user",
        ...page(() => import("../shell/UserLayout.tsx")),
        loader: startReads(screenReads.user),
        children: [
          { index: true, ...page(() => import("../shell/UserHome.tsx")) },
          {
            path: "dashboard",
            loader: startReads(screenReads.dashboard),
            ...page(() => import("../user/dashboard/DashboardPage.tsx")),
          },
          {
            path: "account",
            loader: startReads(screenReads.account),
            ...page(() => import("../user/account/AccountPage.tsx")),
          },
          { path: "checkout/:id", ...page(() => import("../user/payments/CheckoutPage.tsx")) },
          {
            path: "qbank",
            loader: startReads(screenReads.qbank),
            ...page(() => import("../user/qbank/QbankPage.tsx")),
          },
          {
            path: "qbank/performance",
            loader: startReads(screenReads.performance),
            ...page(() => import("../user/performance/PerformancePage.tsx")),
          },
          { path: "qbank/areas", ...page(() => import("../user/qbank/AreasPage.tsx")) },
          {
            path: "qbank/category/:id",
            loader: startReads(screenReads.category),
            ...page(() => import("../user/qbank/CategoryPage.tsx")),
          },
          { path: "qbank/start", ...page(() => import("../user/player/PlayerPage.tsx")) },
          {
            path: "qbank/mock",
            loader: startReads(screenReads.mock),
            ...page(() => import("../user/mock/MockPage.tsx")),
          },
          {
            path: "revision",
            loader: startReads(screenReads.revision),
            ...page(() => import("../user/revision/RevisionListPage.tsx")),
          },
          {
            path: "revision/review",
            loader: startReads(screenReads.review),
            ...page(() => import("../user/review/ReviewPage.tsx")),
          },
          { path: "revision/:id", ...page(() => import("../user/revision/RevisionKeyPage.tsx")) },
          { path: "discussion/:id", ...page(() => import("../user/discussion/QuestionDiscussionPage.tsx")) },
          {
            path: "support",
            loader: startReads(screenReads.support),
            ...page(() => import("../user/support/SupportPage.tsx")),
          },
          { path: "support/:id", ...page(() => import("../user/support/TicketPage.tsx")) },
        ],
      },
      {
        path: "/admin",
        ...page(() => import("../shell/AdminLayout.tsx")),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: "dashboard", ...page(() => import("../admin/AdminDashboard.tsx")) },
          { path: "categories", ...page(() => import("../admin/categories/CategoriesPage.tsx")) },
          { path: "category/:id", ...page(() => import("../admin/categories/CategoryPage.tsx")) },
          { path: "category/edit/:id", ...page(() => import("../admin/categories/CategoryEditPage.tsx")) },
          { path: "picture", ...page(() => import("../admin/picture/PicturePage.tsx")) },
          { path: "import", ...page(() => import("../admin/import/ImportPage.tsx")) },
          { path: "content-map", ...page(() => import("../admin/content-map/ContentMapPage.tsx")) },
          { path: "questions", ...page(() => import("../admin/questions/QuestionsPage.tsx")) },
          { path: "questions/add", ...page(() => import("../admin/questions/QuestionAddPage.tsx")) },
          { path: "questions/edit/:id", ...page(() => import("../admin/questions/QuestionEditPage.tsx")) },
          { path: "users", ...page(() => import("../admin/users/UsersPage.tsx")) },
          { path: "support", ...page(() => import("../admin/support/SupportListPage.tsx")) },
          { path: "discussion", ...page(() => import("../admin/discussion/DiscussionPage.tsx")) },
          { path: "support/:id", ...page(() => import("../admin/support/SupportTicketPage.tsx")) },
        ],
      },
      { path: "*", element: <NotFound /> },
    ],
  },
]);
