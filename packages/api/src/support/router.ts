import { z } from "zod";
import { adminProcedure, learnerProcedure, router } from "../trpc.ts";
import {
  answerTicketInput,
  createTicketInput,
  reportQuestionInput,
  ticketIdInput,
  myTicketsInput,
  ticketListInput,
  ticketSchema,
  ticketSummarySchema,
} from "./schemas.ts";
import * as support from "./service.ts";
import { contract } from "../shared/contract.ts";

const created = z.object({ id: z.string(), status: z.number(), created_at: z.string() });

export const supportRouter = router({
  /** The player's Report Question dialog: a Question Error ticket about that question. */
  reportQuestion: learnerProcedure
    .input(reportQuestionInput)
    .output(contract(created))
    .mutation(({ ctx, input }) => support.createTicket(ctx, { ...input, category: "3" })),
  create: learnerProcedure
    .input(createTicketInput)
    .output(contract(created))
    .mutation(({ ctx, input }) => support.createTicket(ctx, input)),
  mine: learnerProcedure
    .input(myTicketsInput)
    .output(contract(z.array(ticketSummarySchema)))
    .query(({ ctx, input }) => support.myTickets(ctx, input)),
  all: adminProcedure
    .input(ticketListInput)
    .output(contract(z.array(ticketSummarySchema)))
    .query(({ ctx, input }) => support.allTickets(ctx, input)),
  get: learnerProcedure
    .input(ticketIdInput)
    .output(contract(ticketSchema))
    .query(({ ctx, input }) => support.ticket(ctx, input.id)),
  answer: learnerProcedure
    .input(answerTicketInput)
    .output(contract(ticketSchema))
    .mutation(({ ctx, input }) => support.answer(ctx, input)),
  close: learnerProcedure
    .input(ticketIdInput)
    .output(contract(ticketSchema))
    .mutation(({ ctx, input }) => support.close(ctx, input.id)),
});
