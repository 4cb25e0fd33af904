import { z } from "zod";
import { authedProcedure, publicProcedure, router, sessionOf } from "../trpc.ts";
import { assertMayNavigate } from "./guard.ts";
import {
  changePasswordInput,
  changeWithTokenInput,
  guardInput,
  loginInput,
  resetInput,
  resetLinkInput,
  signupInput,
  userDataOrVisitor,
  userDataSchema,
} from "./schemas.ts";
import { toSessionUser } from "@qbank/db";
import * as auth from "./service.ts";
import { refuseWeakPassword } from "./password-strength.ts";
import { toUserData } from "./user-data.ts";
import { badRequest } from "../shared/errors.ts";
import { CONFIRM_LINK_USED } from "./login-notices.ts";
import { contract } from "../shared/contract.ts";

const ok = z.object({ ok: z.literal(true) });

export const authRouter = router({
  /** Whose session this is, whatever account the request names: the page and the queue compare it with theirs. */
  userData: publicProcedure
    .output(contract(userDataOrVisitor))
    .query(({ ctx }) => (ctx.user ? toUserData(ctx.user) : { level: 0 as const })),

  providers: publicProcedure
    .output(contract(z.object({ google: z.boolean(), facebook: z.boolean() })))
    .query(({ ctx }) => ({ google: Boolean(ctx.oauth.google), facebook: Boolean(ctx.oauth.facebook) })),

  /** The address a signed-out person (a blocked or held account) can write to. */
  supportContact: publicProcedure
    .output(contract(z.object({ email: z.string() })))
    .query(({ ctx }) => ({ email: ctx.supportEmail })),

  guard: publicProcedure
    .input(guardInput)
    .output(contract(ok))
    .query(({ ctx, input }) => {
      assertMayNavigate(input.to, sessionOf(ctx).user);
      return { ok: true as const };
    }),

  signup: publicProcedure
    .input(signupInput.superRefine(refuseWeakPassword((i) => [i.email, i.first_name, i.second_name])))
    .output(contract(z.object({ email: z.string() })))
    .mutation(({ ctx, input }) => auth.signup(ctx, input)),

  confirmEmail: publicProcedure
    .input(z.object({ token: z.string().max(200) }))
    .output(contract(z.object({ email: z.string() })))
    .mutation(async ({ ctx, input }) => {
      const confirmed = await auth.confirmEmail(ctx, input.token);
      if (!confirmed) throw badRequest("token", CONFIRM_LINK_USED);
      return confirmed;
    }),

  login: publicProcedure
    .input(loginInput)
    .output(contract(userDataSchema))
    .mutation(async ({ ctx, input }) => toUserData(toSessionUser(await auth.login(ctx, input)))),

  logout: publicProcedure.output(contract(ok)).mutation(async ({ ctx }) => {
    await auth.logout(ctx);
    return { ok: true as const };
  }),

  requestReset: publicProcedure
    .input(resetInput)
    .output(contract(ok))
    .mutation(async ({ ctx, input }) => {
      await auth.requestPasswordReset(ctx, input.email);
      return { ok: true as const };
    }),

  /** The login page's "send the link again" for an unconfirmed account; same answer for any email. */
  resendConfirmation: publicProcedure
    .input(resetInput)
    .output(contract(ok))
    .mutation(async ({ ctx, input }) => {
      await auth.resendConfirmation(ctx, input.email);
      return { ok: true as const };
    }),

  /** Whether a reset link still works; the /change page asks before it shows the form. */
  resetLinkStatus: publicProcedure
    .input(resetLinkInput)
    .output(contract(z.object({ live: z.boolean() })))
    .query(async ({ ctx, input }) => ({ live: await auth.resetLinkIsLive(ctx, input) })),

  changeWithToken: publicProcedure
    .input(changeWithTokenInput.superRefine(refuseWeakPassword((i) => [i.email])))
    .output(contract(ok))
    .mutation(async ({ ctx, input }) => {
      await auth.changePasswordWithToken(ctx, input);
      return { ok: true as const };
    }),

  changePassword: authedProcedure
    .input(changePasswordInput)
    .output(contract(ok))
    .mutation(async ({ ctx, input }) => {
      await auth.changePassword(ctx, input);
      return { ok: true as const };
    }),
});
