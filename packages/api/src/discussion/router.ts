import { z } from "zod";
import { adminProcedure, learnerProcedure, router } from "../trpc.ts";
import { discussedQuestion, isDiscussionOpen } from "./access.ts";
import * as comments from "./comments.ts";
import * as moderation from "./moderation.ts";
import * as replies from "./replies.ts";
import {
  commentIdInput,
  commentSchema,
  deletedSchema,
  discussionProfileSchema,
  discussionSchema,
  editCommentInput,
  keyDoubtsInput,
  keyDoubtsSchema,
  listCommentsInput,
  discussedQuestionSchema,
  discussionOpenInput,
  discussionOpenSchema,
  moderationItemSchema,
  moderationListInput,
  muteInput,
  muteSchema,
  markRepliesReadInput,
  newRepliesSchema,
  postCommentInput,
  reportedSchema,
  reportInput,
  saveDiscussionProfileInput,
  voteInput,
  voteSchema,
} from "./schemas.ts";
import { contract } from "../shared/contract.ts";

const moderated = z.object({ _id: z.string(), hidden: z.boolean() });

/** The discussion under each question: learners once they have answered it, admins to moderate. */
export const discussionRouter = router({
  list: learnerProcedure
    .input(listCommentsInput)
    .output(contract(discussionSchema))
    .query(({ ctx, input }) => comments.listComments(ctx, input)),
  open: learnerProcedure
    .input(discussionOpenInput)
    .output(contract(discussionOpenSchema))
    .query(({ ctx, input }) => isDiscussionOpen(ctx, input.id)),
  question: learnerProcedure
    .input(discussionOpenInput)
    .output(contract(discussedQuestionSchema))
    .query(({ ctx, input }) => discussedQuestion(ctx, input.id)),
  post: learnerProcedure
    .input(postCommentInput)
    .output(contract(commentSchema))
    .mutation(({ ctx, input }) => comments.postComment(ctx, input)),
  edit: learnerProcedure
    .input(editCommentInput)
    .output(contract(commentSchema))
    .mutation(({ ctx, input }) => comments.editComment(ctx, input)),
  remove: learnerProcedure
    .input(commentIdInput)
    .output(contract(deletedSchema))
    .mutation(({ ctx, input }) => comments.removeComment(ctx, input)),
  vote: learnerProcedure
    .input(voteInput)
    .output(contract(voteSchema))
    .mutation(({ ctx, input }) => comments.voteComment(ctx, input)),
  report: learnerProcedure
    .input(reportInput)
    .output(contract(reportedSchema))
    .mutation(({ ctx, input }) => comments.reportComment(ctx, input)),
  newReplies: learnerProcedure.output(contract(newRepliesSchema)).query(({ ctx }) => replies.newReplies(ctx)),
  markRepliesRead: learnerProcedure
    .input(markRepliesReadInput)
    .output(contract(newRepliesSchema))
    .mutation(({ ctx, input }) => replies.markRepliesRead(ctx, input?.until)),
  profile: learnerProcedure.output(contract(discussionProfileSchema)).query(({ ctx }) => replies.profile(ctx)),
  saveProfile: learnerProcedure
    .input(saveDiscussionProfileInput)
    .output(contract(discussionProfileSchema))
    .mutation(({ ctx, input }) => replies.saveProfile(ctx, input)),
  moderation: adminProcedure
    .input(moderationListInput)
    .output(contract(z.array(moderationItemSchema)))
    .query(({ ctx, input }) => moderation.listForModeration(ctx, input)),
  hide: adminProcedure
    .input(commentIdInput)
    .output(contract(moderated))
    .mutation(({ ctx, input }) => moderation.hide(ctx, input.id)),
  restore: adminProcedure
    .input(commentIdInput)
    .output(contract(moderated))
    .mutation(({ ctx, input }) => moderation.restore(ctx, input.id)),
  delete: adminProcedure
    .input(commentIdInput)
    .output(contract(deletedSchema))
    .mutation(({ ctx, input }) => moderation.remove(ctx, input.id)),
  mute: adminProcedure
    .input(muteInput)
    .output(contract(muteSchema))
    .mutation(({ ctx, input }) => moderation.mute(ctx, input)),
  keyDoubts: adminProcedure
    .input(keyDoubtsInput)
    .output(contract(keyDoubtsSchema))
    .query(({ ctx, input }) => moderation.keyDoubts(ctx, input.question)),
});
