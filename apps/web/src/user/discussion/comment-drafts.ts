/**
 * What a learner typed in a comment, reply or edit box and has not sent, kept for this tab:
 * moving to another question (or a reload) no longer throws it away. Sending or Cancel drops it.
 */
const key = (questionId: string, slot: string) => `comment-draft:${questionId}:${slot}`;

export function readDraft(questionId: string, slot: string): string | null {
  try {
    return sessionStorage.getItem(key(questionId, slot));
  } catch {
    return null;
  }
}

export function keepDraft(questionId: string, slot: string, text: string): void {
  try {
    if (text.trim() === "") sessionStorage.removeItem(key(questionId, slot));
    else sessionStorage.setItem(key(questionId, slot), text);
  } catch {
    // Storage full or refused: the draft stays on screen only.
  }
}
