/** One item of the legacy error list: the field (or area) and a text for the learner. */
export interface ErrorItem {
  object: string;
  message: string;
}

/** An error list in one line: its messages joined, for a client that reads one message. */
export const itemsMessage = (items: readonly ErrorItem[]): string => items.map((i) => i.message).join(" ");

/** Zod issues as error items: the first path segment names the field. */
export function issuesToItems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ErrorItem[] {
  return issues.map((issue) => ({
    object: issue.path.length > 0 ? String(issue.path[0]) : "input",
    message: issue.message,
  }));
}
