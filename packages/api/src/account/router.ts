import { findUserById, toSessionUser, updateUserProfile } from "@qbank/db";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";
import { levelLabel } from "../shared/levels.ts";
import { notFound } from "../shared/errors.ts";
import { getAdjustment, setAdjustment } from "./adjustments.ts";
import { deleteByLink, deleteOwnAccount, requestDeletionLink } from "./deletion.ts";
import { exportFile } from "./export.ts";
import {
  accountSchema,
  adjustmentInput,
  adjustmentSchema,
  dataFileSchema,
  deleteAccountInput,
  deletionLinkInput,
  profileInput,
} from "./schemas.ts";
import type { SessionUser } from "@qbank/db";
import { contract } from "../shared/contract.ts";

const ok = z.object({ ok: z.literal(true) });

const toAccount = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  second_name: u.second_name,
  level: u.level,
  level_label: levelLabel(u.level),
  has_password: u.has_password,
  subscription_stopped: u.subscription_stopped,
  member_since: u.created_at.toISOString(),
});

export const accountRouter = router({
  get: authedProcedure.output(contract(accountSchema)).query(({ ctx }) => toAccount(ctx.user)),

  updateProfile: authedProcedure
    .input(profileInput)
    .output(contract(accountSchema))
    .mutation(async ({ ctx, input }) => {
      await updateUserProfile(ctx.db, ctx.user.id, input, ctx.clock.now());
      const user = await findUserById(ctx.db, ctx.user.id);
      if (!user) throw notFound("user");
      return toAccount(toSessionUser(user));
    }),

  /** The learner's exam adjustment: extra time on timed runs and the player's reading profile. */
  adjustment: authedProcedure.output(contract(adjustmentSchema)).query(({ ctx }) => getAdjustment(ctx)),
  setAdjustment: authedProcedure
    .input(adjustmentInput)
    .output(contract(adjustmentSchema))
    .mutation(({ ctx, input }) => setAdjustment(ctx, input)),

  /** Download my data: everything held about the signed-in person, as one zip file. */
  exportData: authedProcedure.output(contract(dataFileSchema)).query(({ ctx }) => exportFile(ctx, ctx.user)),

  /** Delete my account, confirmed by the password; this browser is signed out. */
  delete: authedProcedure
    .input(deleteAccountInput)
    .output(contract(ok))
    .mutation(async ({ ctx, input }) => {
      await deleteOwnAccount(ctx, input.password);
      return { ok: true as const };
    }),

  /** An account without a password gets a confirmation link by mail instead. */
  requestDeletionLink: authedProcedure.output(contract(ok)).mutation(async ({ ctx }) => {
    await requestDeletionLink(ctx);
    return { ok: true as const };
  }),

  /** Follows the mailed link (the page asks once more first); needs no session. */
  deleteByLink: publicProcedure
    .input(deletionLinkInput)
    .output(contract(z.object({ ok: z.literal(true), user: z.string() })))
    .mutation(async ({ ctx, input }) => ({ ok: true as const, user: await deleteByLink(ctx, input.token) })),
});
