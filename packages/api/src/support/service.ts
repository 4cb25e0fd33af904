import {
  answerTicket,
  closeTicket,
  findTicket,
  findTicketImage,
  insertImage,
  insertTicket,
  listAllTickets,
  listTicketAnswers,
  listUserTickets,
  findUserById,
  newId,
  type TicketListRow,
  type TicketSort,
} from "@qbank/db";
import { countTicket } from "../auth/throttle.ts";
import type { AuthedContext } from "../context.ts";
import { queueBurstMail } from "../mail/outbox.ts";
import { ticketAnsweredMessage } from "../mail/templates.ts";
import { reachableQuestion } from "../qbank/scope.ts";
import { notFound } from "../shared/errors.ts";
import { checkImage } from "../shared/images.ts";
import { isAdmin } from "../shared/levels.ts";
import { asLiveAccount } from "../shared/live-account.ts";
import { onceFromDevice } from "../shared/device-requests.ts";
import {
  GENERAL,
  OPEN,
  QUESTION_ERROR,
  WAITING,
  ticketCategories,
  type Ticket,
  type TicketSummary,
} from "./schemas.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

/** A ticket category code from the legacy field: a code 0-3, else Question Error with a question, else General. */
function categoryOf(category: string | undefined, questionId: string | undefined): number {
  const code = Number(category);
  if (category !== undefined && category !== "" && Number.isInteger(code) && code in ticketCategories) return code;
  return questionId ? QUESTION_ERROR : GENERAL;
}

/** A learner's ticket: a question report from the player, or any of the four kinds from /user/support. */
export async function createTicket(
  ctx: Ctx,
  input: {
    questionId?: string | undefined;
    category?: string | undefined;
    text: string;
    attachment?: Buffer | undefined;
    device_id?: string | undefined;
  },
) {
  if (input.questionId) await reachableQuestion(ctx, input.questionId);
  const image = input.attachment ? { bytes: input.attachment, ...checkImage(input.attachment) } : undefined;
  return onceFromDevice(ctx, input.device_id, "ticket", (c) =>
    // The account first, then the day's count: the erasure takes them in that order.
    asLiveAccount(c.db, c.user.id, async (trx) => {
      await countTicket({ db: trx, clock: c.clock }, c.user.id);
      const imageId = image ? newId() : null;
      if (image && imageId)
        await insertImage(trx, { id: imageId, purpose: "ticket", ...image, created_at: c.clock.now() });
      const ticket = await insertTicket(trx, {
        id: newId(),
        user_id: c.user.id,
        question_id: input.questionId ?? null,
        category: categoryOf(input.category, input.questionId),
        text: input.text,
        image_id: imageId,
        created_at: c.clock.now(),
      });
      return { id: ticket.id, status: OPEN, created_at: ticket.created_at.toISOString() };
    }),
  );
}

function summary(t: TicketListRow): TicketSummary {
  return {
    id: t.id,
    user: { first_name: t.first_name, second_name: t.second_name },
    question: t.question_id ? { id: t.question_id, question_text: t.question_text ?? "" } : null,
    category: t.category,
    text: t.text,
    status: t.status,
    timestamp: t.created_at.toISOString(),
    last_activity: t.last_activity_at.toISOString(),
    answers_count: t.answers,
  };
}

const pageOf = (input: { page: number; size: number }) => ({
  limit: input.size,
  offset: (input.page - 1) * input.size,
});

export async function myTickets(ctx: Ctx, input: { page: number; size: number }) {
  return (await listUserTickets(ctx.db, ctx.user.id, pageOf(input))).map(summary);
}

export async function allTickets(
  ctx: Ctx,
  input: { sort: TicketSort; filter: "all" | "open"; page: number; size: number },
) {
  return (await listAllTickets(ctx.db, { sort: input.sort, openOnly: input.filter === "open", ...pageOf(input) })).map(
    summary,
  );
}

/** The ticket's owner or support may see it; to anyone else it does not exist. */
async function visibleTicket(ctx: Ctx, id: string) {
  const ticket = await findTicket(ctx.db, id);
  if (!ticket || (ticket.user_id !== ctx.user.id && !isAdmin(ctx.user.level))) throw notFound("ticket");
  return ticket;
}

export async function ticket(ctx: Ctx, id: string): Promise<Ticket> {
  const found = await visibleTicket(ctx, id);
  const answers = await listTicketAnswers(ctx.db, id);
  return {
    ...summary(found),
    image_url: found.image_id ? `/api/media/ticket/${found.id}` : null,
    answers: answers.map((a) => ({
      id: a.id,
      text: a.text,
      timestamp: a.created_at.toISOString(),
      user: { first_name: a.first_name, second_name: a.second_name },
      from_support: a.user_id !== found.user_id && isAdmin(a.level),
    })),
  };
}

/**
 * An answer on a ticket: from support it sets Waiting and mails the learner (through the
 * outbox, in the same transaction); from the learner it sets Open again. Support's quick
 * answers in a row are one mail: it waits a short while for more, so nothing is due yet.
 */
export async function answer(ctx: Ctx & Pick<AuthedContext, "appUrl">, input: { id: string; text: string }) {
  const found = await visibleTicket(ctx, input.id);
  const fromSupport = found.user_id !== ctx.user.id;
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await answerTicket(trx, {
      id: newId(),
      ticket_id: found.id,
      user_id: ctx.user.id,
      text: input.text,
      created_at: now,
      status: fromSupport ? WAITING : OPEN,
    });
    if (fromSupport) {
      const owner = await findUserById(trx, found.user_id);
      const link = `${ctx.appUrl}/user/support/${found.id}`;
      if (owner)
        await queueBurstMail(trx, `ticket-answered:${found.id}`, ticketAnsweredMessage(owner.email, link), now);
    }
  });
  return ticket(ctx, input.id);
}

export async function close(ctx: Ctx, id: string) {
  await visibleTicket(ctx, id);
  await asLiveAccount(ctx.db, ctx.user.id, (trx) => closeTicket(trx, id));
  return ticket(ctx, id);
}

/** A ticket's screenshot, for its owner and support only. */
export async function ticketImage(ctx: Ctx, id: string) {
  const image = await findTicketImage(ctx.db, id);
  if (!image || (image.user_id !== ctx.user.id && !isAdmin(ctx.user.level))) throw notFound("image");
  return { mime: image.mime, bytes: image.bytes, etag: `"${image.sha256}"` };
}
