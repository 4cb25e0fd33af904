import { accountRouter } from "./account/router.ts";
import { adminRouter } from "./admin/router.ts";
import { authRouter } from "./auth/router.ts";
import { contentRouter } from "./content/router.ts";
import { discussionRouter } from "./discussion/router.ts";
import { mediaRouter } from "./media/router.ts";
import { paymentsRouter } from "./payments/router.ts";
import { planRouter } from "./plan/router.ts";
import { qbankRouter } from "./qbank/router.ts";
import { reviewRouter } from "./review/router.ts";
import { revisionKeysRouter } from "./revision-keys/router.ts";
import { statsRouter } from "./stats/router.ts";
import { supportRouter } from "./support/router.ts";
import { createCallerFactory, router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  qbank: qbankRouter,
  support: supportRouter,
  revisionKeys: revisionKeysRouter,
  media: mediaRouter,
  stats: statsRouter,
  payments: paymentsRouter,
  admin: adminRouter,
  review: reviewRouter,
  content: contentRouter,
  discussion: discussionRouter,
  plan: planRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
