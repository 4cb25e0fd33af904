import { z } from "zod";
import { PAYMENT_UPDATE_MIN_LEVEL } from "../shared/levels.ts";
import { authedProcedure, learnerProcedure, levelProcedure, router } from "../trpc.ts";
import { masteryMockPrices, plans } from "./plans.ts";
import {
  checkoutIdInput,
  checkoutSessionSchema,
  checkoutStatusSchema,
  masteryPriceSchema,
  paymentSchema,
  paymentUserSchema,
  planPriceSchema,
  priceInput,
  trialSchema,
} from "./schemas.ts";
import { cancelCheckout, checkoutStatus, payOffline, startCheckout } from "./checkout.ts";
import {
  billingPortal,
  deleteSubscription,
  paymentHistory,
  paymentUser,
  restartSubscription,
  skipTrial,
  stopSubscription,
} from "./subscription.ts";
import { trialOffer } from "./trial.ts";

export const paymentsRouter = router({
  user: authedProcedure.output(paymentUserSchema).query(({ ctx }) => paymentUser(ctx)),
  plans: authedProcedure
    .output(z.array(planPriceSchema))
    .query(() =>
      plans.map(({ id, name, price, period, level, popular }) => ({ id, name, price, period, level, popular })),
    ),
  masteryPrices: authedProcedure
    .output(z.array(masteryPriceSchema))
    .query(() => masteryMockPrices.map((p) => ({ ...p }))),
  trialOffer: authedProcedure.output(trialSchema.nullable()).query(({ ctx }) => trialOffer(ctx)),
  buyPlan: learnerProcedure
    .input(priceInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => startCheckout(ctx, "plan", input.price)),
  buyAttempts: learnerProcedure
    .input(priceInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => startCheckout(ctx, "mastery", input.price)),
  checkout: learnerProcedure
    .input(checkoutIdInput)
    .output(checkoutStatusSchema)
    .query(({ ctx, input }) => checkoutStatus(ctx, input.id)),
  payOffline: learnerProcedure
    .input(checkoutIdInput)
    .output(checkoutStatusSchema)
    .mutation(({ ctx, input }) => payOffline(ctx, input.id)),
  cancelCheckout: learnerProcedure
    .input(checkoutIdInput)
    .output(checkoutStatusSchema)
    .mutation(({ ctx, input }) => cancelCheckout(ctx, input.id)),
  stop: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => stopSubscription(ctx)),
  restart: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => restartSubscription(ctx)),
  delete: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => deleteSubscription(ctx)),
  skipTrial: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => skipTrial(ctx)),
  billingPortal: levelProcedure(PAYMENT_UPDATE_MIN_LEVEL)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx }) => billingPortal(ctx)),
  history: learnerProcedure.output(z.array(paymentSchema)).query(({ ctx }) => paymentHistory(ctx)),
});
