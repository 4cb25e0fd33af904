import { NO_ATTEMPTS } from "@qbank/api/client";
import { errorItems, httpStatus } from "../../app/trpc.ts";
import type { RouteNotice } from "../../app/route-notice.ts";

/** Where a run that could not start sends the learner: the mock page for a Master Mock, else the bank. */
export const startFailedPath = (mode: string): string => (mode === "mastery" ? "/user/qbank/mock" : "/user/qbank");

export const NOTHING_TO_PLAY: RouteNotice = { notice: "No questions match this choice yet." };

/** Why a start failed, in the server's words where it gave them. */
export function startFailure(error: unknown): RouteNotice {
  if (httpStatus(error) === undefined) {
    return { notice: "The session could not start. Please check your internet connection and try again." };
  }
  const items = errorItems(error);
  if (items.some((i) => i.object === "attempts")) return { notice: NO_ATTEMPTS };
  const words = items.map((i) => i.message).filter((m) => m !== "Something went wrong");
  return {
    notice:
      words.length > 0
        ? words.join(" ")
        : "The session could not start because of a problem on our side. Please try again in a moment.",
  };
}
