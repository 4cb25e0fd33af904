import type { LegacyRow } from "./adapter.ts";
import { adjustmentRoutes } from "./routes/adjustments.ts";
import { adminRoutes } from "./routes/admin.ts";
import { authRoutes } from "./routes/auth.ts";
import { contentRoutes } from "./routes/content.ts";
import { discussionRoutes } from "./routes/discussion.ts";
import { pacingRoutes } from "./routes/pacing.ts";
import { planRoutes } from "./routes/plan.ts";
import { qbankRoutes } from "./routes/qbank.ts";
import { reviewRoutes } from "./routes/review.ts";
import { revisionKeyRoutes } from "./routes/revision-keys.ts";
import { statsRoutes } from "./routes/stats.ts";
import { supportRoutes } from "./routes/support.ts";
import { userRoutes } from "./routes/user.ts";

/** The legacy REST contract: one row per path, a file per feature. */
export const legacyRoutes: LegacyRow[] = [
  ...authRoutes,
  ...qbankRoutes,
  ...planRoutes,
  ...supportRoutes,
  ...revisionKeyRoutes,
  ...statsRoutes,
  ...userRoutes,
  ...adminRoutes,
  ...reviewRoutes,
  ...adjustmentRoutes,
  ...pacingRoutes,
  ...contentRoutes,
  ...discussionRoutes,
];
