import { z } from "zod";
import { idInput } from "../qbank/schemas.ts";
import { hosted } from "../admin/pictures.ts";
import { learnerProcedure, publicProcedure, router } from "../trpc.ts";
import { ticketImage } from "../support/service.ts";
import { questionImage } from "./question-image.ts";
import { contract } from "../shared/contract.ts";

export const mediaRouter = router({
  /** Binary: served by the server's media route, not over tRPC's JSON. */
  questionImage: learnerProcedure
    .input(idInput)
    .output(
      contract(z.object({ mime: z.string(), bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)), etag: z.string() })),
    )
    .query(({ ctx, input }) => questionImage(ctx, input.id)),
  /** A ticket's screenshot: its owner and support only. */
  /** A hosted picture (put in question texts): anyone may load it. */
  hostedImage: publicProcedure
    .input(idInput)
    .output(
      contract(z.object({ mime: z.string(), bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)), etag: z.string() })),
    )
    .query(({ ctx, input }) => hosted(ctx, input.id)),
  ticketImage: learnerProcedure
    .input(idInput)
    .output(
      contract(z.object({ mime: z.string(), bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)), etag: z.string() })),
    )
    .query(({ ctx, input }) => ticketImage(ctx, input.id)),
});
