import { accountRouter } from "./account/router.ts";
import { authRouter } from "./auth/router.ts";
import { createCallerFactory, router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
