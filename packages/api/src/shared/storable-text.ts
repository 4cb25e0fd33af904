/**
 * Text PostgreSQL cannot store: NUL, and UTF-16 halves without their partner (they are not
 * characters). The server refuses request fields holding them at the door; an imported file's
 * items are refused with the same words, since a file's bytes never pass that door.
 */
// eslint-disable-next-line no-control-regex
export const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const TEXT_NOT_ALLOWED = "The text contains a character that is not allowed.";

const UNSTORABLE_ALL = new RegExp(UNSTORABLE_TEXT.source, "g");
/** The text with each character PostgreSQL cannot store shown as "\uFFFD", for words about it that are kept. */
export const storableCopy = (text: string): string => text.replace(UNSTORABLE_ALL, "\uFFFD");
