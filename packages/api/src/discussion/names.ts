import type { CommentAuthorColumns } from "@qbank/db";

export const DELETED_ACCOUNT = "Deleted account";

/** The name a person's comments show by default: the given name and the family name's initial. */
export function defaultDisplayName(person: { first_name: string; second_name: string }): string {
  const initial = person.second_name.trim().charAt(0).toUpperCase();
  const given = person.first_name.trim();
  return initial ? `${given} ${initial}.` : given;
}

/** Who wrote a comment, as others see it: their chosen name, the default, or "Deleted account"; never an email. */
export function authorName(
  author: Pick<CommentAuthorColumns, "first_name" | "second_name" | "display_name" | "author_deleted">,
): string {
  if (author.author_deleted) return DELETED_ACCOUNT;
  return author.display_name ?? defaultDisplayName(author);
}
