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
import * as payments from "./service.ts";

export const paymentsRouter = router({
  user: authedProcedure.output(paymentUserSchema).query(({ ctx }) => payments.paymentUser(ctx)),
  plans: authedProcedure
    .output(z.array(planPriceSchema))
    .query(() =>
      plans.map(({ id, name, price, period, level, popular }) => ({ id, name, price, period, level, popular })),
    ),
  masteryPrices: authedProcedure
    .output(z.array(masteryPriceSchema))
    .query(() => masteryMockPrices.map((p) => ({ ...p }))),
  trialOffer: authedProcedure.output(trialSchema.nullable()).query(({ ctx }) => payments.trialOffer(ctx)),
  buyPlan: learnerProcedure
    .input(priceInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => payments.startCheckout(ctx, "plan", input.price)),
  buyAttempts: learnerProcedure
    .input(priceInput)
    .output(checkoutSessionSchema)
    .mutation(({ ctx, input }) => payments.startCheckout(ctx, "mastery", input.price)),
  checkout: learnerProcedure
    .input(checkoutIdInput)
    .output(checkoutStatusSchema)
    .query(({ ctx, input }) => payments.checkoutStatus(ctx, input.id)),
  payOffline: learnerProcedure
    .input(checkoutIdInput)
    .output(checkoutStatusSchema)
    .mutation(({ ctx, input }) => payments.payOffline(ctx, input.id)),
  cancelCheckout: learnerProcedure
    .input(checkoutIdInput)
    .output(checkoutStatusSchema)
    .mutation(({ ctx, input }) => payments.cancelCheckout(ctx, input.id)),
  stop: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => payments.stopSubscription(ctx)),
  restart: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => payments.restartSubscription(ctx)),
  delete: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => payments.deleteSubscription(ctx)),
  skipTrial: learnerProcedure.output(paymentUserSchema).mutation(({ ctx }) => payments.skipTrial(ctx)),
  billingPortal: levelProcedure(PAYMENT_UPDATE_MIN_LEVEL)
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx }) => payments.billingPortal(ctx)),
  history: learnerProcedure.output(z.array(paymentSchema)).query(({ ctx }) => payments.paymentHistory(ctx)),
});
