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
import { contract } from "../shared/contract.ts";

export const paymentsRouter = router({
  user: authedProcedure.output(contract(paymentUserSchema)).query(({ ctx }) => paymentUser(ctx)),
  plans: authedProcedure
    .output(contract(z.array(planPriceSchema)))
    .query(() =>
      plans.map(({ id, name, price, period, level, popular }) => ({ id, name, price, period, level, popular })),
    ),
  masteryPrices: authedProcedure
    .output(contract(z.array(masteryPriceSchema)))
    .query(() => masteryMockPrices.map((p) => ({ ...p }))),
  trialOffer: authedProcedure.output(contract(trialSchema.nullable())).query(({ ctx }) => trialOffer(ctx)),
  buyPlan: learnerProcedure
    .input(priceInput)
    .output(contract(checkoutSessionSchema))
    .mutation(({ ctx, input }) => startCheckout(ctx, "plan", input.price)),
  buyAttempts: learnerProcedure
    .input(priceInput)
    .output(contract(checkoutSessionSchema))
    .mutation(({ ctx, input }) => startCheckout(ctx, "mastery", input.price)),
  checkout: learnerProcedure
    .input(checkoutIdInput)
    .output(contract(checkoutStatusSchema))
    .query(({ ctx, input }) => checkoutStatus(ctx, input.id)),
  payOffline: learnerProcedure
    .input(checkoutIdInput)
    .output(contract(checkoutStatusSchema))
    .mutation(({ ctx, input }) => payOffline(ctx, input.id)),
  cancelCheckout: learnerProcedure
    .input(checkoutIdInput)
    .output(contract(checkoutStatusSchema))
    .mutation(({ ctx, input }) => cancelCheckout(ctx, input.id)),
  stop: learnerProcedure.output(contract(paymentUserSchema)).mutation(({ ctx }) => stopSubscription(ctx)),
  restart: learnerProcedure.output(contract(paymentUserSchema)).mutation(({ ctx }) => restartSubscription(ctx)),
  delete: learnerProcedure.output(contract(paymentUserSchema)).mutation(({ ctx }) => deleteSubscription(ctx)),
  skipTrial: learnerProcedure.output(contract(paymentUserSchema)).mutation(({ ctx }) => skipTrial(ctx)),
  billingPortal: levelProcedure(PAYMENT_UPDATE_MIN_LEVEL)
    .output(contract(z.object({ url: z.string() })))
    .mutation(({ ctx }) => billingPortal(ctx)),
  history: learnerProcedure.output(contract(z.array(paymentSchema))).query(({ ctx }) => paymentHistory(ctx)),
});
