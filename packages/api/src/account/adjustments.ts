import { findAdjustment, lockUser, saveAdjustment, type AdjustmentRow } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { badRequest } from "../shared/errors.ts";
import { STANDARD_EXTRA_TIME, type Adjustment, type ReadingProfile } from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

const NO_READING_PROFILE: ReadingProfile = {
  large_text: false,
  wide_spacing: false,
  dyslexia_font: false,
  reduced_motion: false,
};

/** Off, the standard 25%, and the percentage an admin granted, if any. */
const extraTimeChoices = (granted: number | null): number[] =>
  [...new Set([0, STANDARD_EXTRA_TIME, ...(granted ? [granted] : [])])].sort((a, b) => a - b);

function presentAdjustment(row: AdjustmentRow | undefined): Adjustment {
  const granted = row?.granted_percent ?? null;
  return {
    extra_time_percent: row?.extra_time_percent ?? 0,
    granted_percent: granted,
    extra_time_choices: extraTimeChoices(granted),
    reading: row
      ? {
          large_text: row.large_text,
          wide_spacing: row.wide_spacing,
          dyslexia_font: row.dyslexia_font,
          reduced_motion: row.reduced_motion,
        }
      : NO_READING_PROFILE,
  };
}

export async function getAdjustment(ctx: Ctx): Promise<Adjustment> {
  return presentAdjustment(await findAdjustment(ctx.db, ctx.user.id));
}

/**
 * The learner's own choice. Under the learner's row lock, so an admin's grant given at the
 * same moment is either seen here or applied after; a percentage nobody granted is refused.
 */
export async function setAdjustment(
  ctx: Ctx,
  input: { extra_time_percent: number; reading: ReadingProfile },
): Promise<Adjustment> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, ctx.user.id);
    const current = await findAdjustment(trx, ctx.user.id);
    if (!extraTimeChoices(current?.granted_percent ?? null).includes(input.extra_time_percent)) {
      throw badRequest("extra_time_percent", `Extra time of ${input.extra_time_percent}% has not been granted to you.`);
    }
    return saveAdjustment(trx, {
      userId: ctx.user.id,
      extraTimePercent: input.extra_time_percent,
      reading: input.reading,
      at: ctx.clock.now(),
    });
  });
  return presentAdjustment(row);
}
