import { toSessionUser } from "@qbank/db";
import { z } from "zod";
import { adminDeleteAccount, liveAccount } from "../account/deletion.ts";
import { exportFile } from "../account/export.ts";
import { accountIdInput, dataFileSchema } from "../account/schemas.ts";
import { releaseItemInput, setAsideItemSchema } from "../maintenance/schemas.ts";
import { releaseItem, setAsideItems } from "../maintenance/set-aside.ts";
import { refusalSchema } from "../payments/schemas.ts";
import { refusals } from "../payments/refunds.ts";
import { adminProcedure, router } from "../trpc.ts";
import * as adjustments from "./adjustments.ts";
import * as categories from "./categories.ts";
import * as pictures from "./pictures.ts";
import * as questions from "./questions.ts";
import {
  adminCategorySchema,
  adminQuestionListSchema,
  adminQuestionSchema,
  adminUserSchema,
  categoryCreateInput,
  categoryEditInput,
  idInput,
  imageInput,
  qualityStatusSchema,
  questionEditInput,
  questionInput,
  questionSearchInput,
  settingsInput,
  settingsSchema,
  userExtraTimeInput,
  userExtraTimeSchema,
  userLevelInput,
  userSearchInput,
} from "./schemas.ts";
import * as settings from "./settings.ts";
import * as users from "./users.ts";
import { contract } from "../shared/contract.ts";

const categoryDetail = adminCategorySchema
  .omit({ question_count: true })
  .extend({ questions: z.array(z.object({ id: z.string(), question_text: z.string() })) });

/** The admin area (level 6 and up, by the builder). */
export const adminRouter = router({
  paymentRefusals: adminProcedure.output(contract(z.array(refusalSchema))).query(({ ctx }) => refusals(ctx)),
  sweepSetAside: adminProcedure.output(contract(z.array(setAsideItemSchema))).query(({ ctx }) => setAsideItems(ctx)),
  releaseSweepItem: adminProcedure
    .input(releaseItemInput)
    .output(contract(z.object({ released: z.boolean() })))
    .mutation(({ ctx, input }) => releaseItem(ctx, input)),
  categories: adminProcedure.output(contract(z.array(adminCategorySchema))).query(({ ctx }) => categories.listAll(ctx)),
  category: adminProcedure
    .input(idInput)
    .output(contract(categoryDetail))
    .query(({ ctx, input }) => categories.categoryWithQuestions(ctx, input.id)),
  categoryCreate: adminProcedure
    .input(categoryCreateInput)
    .output(contract(adminCategorySchema))
    .mutation(({ ctx, input }) => categories.create(ctx, input.name)),
  categoryEdit: adminProcedure
    .input(categoryEditInput)
    .output(contract(adminCategorySchema))
    .mutation(({ ctx, input }) => categories.edit(ctx, input)),
  categoryDelete: adminProcedure
    .input(idInput)
    .output(contract(z.object({ id: z.string(), deleted: z.literal(true) })))
    .mutation(({ ctx, input }) => categories.remove(ctx, input.id)),

  questions: adminProcedure
    .input(questionSearchInput)
    .output(contract(adminQuestionListSchema))
    .query(({ ctx, input }) => questions.search(ctx, input)),
  qualityStatus: adminProcedure.output(contract(qualityStatusSchema)).query(({ ctx }) => questions.qualityStatus(ctx)),
  qualityRefresh: adminProcedure
    .output(contract(qualityStatusSchema))
    .mutation(({ ctx }) => questions.refreshQuality(ctx)),
  question: adminProcedure
    .input(idInput)
    .output(contract(adminQuestionSchema))
    .query(({ ctx, input }) => questions.get(ctx, input.id)),
  questionCreate: adminProcedure
    .input(questionInput)
    .output(contract(adminQuestionSchema))
    .mutation(({ ctx, input }) => questions.create(ctx, input)),
  questionEdit: adminProcedure
    .input(questionEditInput)
    .output(contract(adminQuestionSchema))
    .mutation(({ ctx, input }) => questions.edit(ctx, input)),
  questionDelete: adminProcedure
    .input(idInput)
    .output(contract(z.object({ id: z.string(), outcome: z.enum(["deleted", "retired"]) })))
    .mutation(({ ctx, input }) => questions.remove(ctx, input.id)),

  users: adminProcedure
    .input(userSearchInput)
    .output(
      contract(
        z.object({ users: z.array(adminUserSchema), total: z.number(), page: z.number(), page_size: z.number() }),
      ),
    )
    .query(({ ctx, input }) => users.search(ctx, input)),
  userLevel: adminProcedure
    .input(userLevelInput)
    .output(contract(adminUserSchema))
    .mutation(({ ctx, input }) => users.setLevel(ctx, input)),
  userExtraTime: adminProcedure
    .input(idInput)
    .output(contract(userExtraTimeSchema))
    .query(({ ctx, input }) => adjustments.userExtraTime(ctx, input.id)),
  setUserExtraTime: adminProcedure
    .input(userExtraTimeInput)
    .output(contract(userExtraTimeSchema))
    .mutation(({ ctx, input }) => adjustments.setUserExtraTime(ctx, input)),
  /** A user's data, as they would download it themselves. */
  userExport: adminProcedure
    .input(accountIdInput)
    .output(contract(dataFileSchema))
    .query(async ({ ctx, input }) => exportFile(ctx, toSessionUser(await liveAccount(ctx, input.id)))),
  userDelete: adminProcedure
    .input(accountIdInput)
    .output(contract(z.object({ ok: z.literal(true) })))
    .mutation(async ({ ctx, input }) => {
      await adminDeleteAccount(ctx, input.id);
      return { ok: true as const };
    }),

  settings: adminProcedure.output(contract(settingsSchema)).query(({ ctx }) => settings.getSettings(ctx)),
  setSettings: adminProcedure
    .input(settingsInput)
    .output(contract(settingsSchema))
    .mutation(({ ctx, input }) => settings.setSettings(ctx, input)),

  hostPicture: adminProcedure
    .input(imageInput)
    .output(contract(z.object({ id: z.string(), url: z.string() })))
    .mutation(({ ctx, input }) => pictures.host(ctx, input.file)),
});
