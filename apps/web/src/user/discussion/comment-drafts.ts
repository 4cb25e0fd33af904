import { setTabItem, tabItem } from "../../app/tab-storage.ts";

/**
 * What a learner typed in a comment, reply or edit box and has not sent, kept for this tab:
 * moving to another question (or a reload) no longer throws it away. Sending or Cancel drops it.
 */
const key = (questionId: string, slot: string) => `comment-draft:${questionId}:${slot}`;

export const readDraft = (questionId: string, slot: string): string | null => tabItem(key(questionId, slot));

export function keepDraft(questionId: string, slot: string, text: string): void {
  setTabItem(key(questionId, slot), text.trim() === "" ? null : text);
}
