import { useEffect } from "react";
import { trpc } from "../../app/trpc.ts";

/** Tells the server which question of an open timed run is on screen, so it can time each one. */
export function useQuestionShown(runId: string, questionId: string | undefined, enabled: boolean) {
  const { mutate } = trpc.qbank.shown.useMutation();
  useEffect(() => {
    if (enabled && questionId) mutate({ run: runId, question: questionId });
  }, [enabled, mutate, questionId, runId]);
}
