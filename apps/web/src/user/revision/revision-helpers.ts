import { REVISION_PAGE_SIZE, REVISION_QUERY_MAX } from "@qbank/api/client";
import type { RouterOutputs } from "../../app/trpc.ts";

export type RevisionKey = RouterOutputs["revisionKeys"]["get"];

/** Pages of 10 keys; the search waits 1.5 s after the last keystroke. */
export const PAGE_SIZE = REVISION_PAGE_SIZE;
export const SEARCH_DEBOUNCE_MS = 1500;
/** The server refuses longer searches. */
export const SEARCH_MAX = REVISION_QUERY_MAX;

export const LIST_PATH = "/user/revision";
export const keyPath = (id: string) => `${LIST_PATH}/${id}`;

/** What the list sends: lowercased and without surrounding spaces. */
export const normalizeSearch = (text: string) => text.trim().toLowerCase();

/** A page number from the address bar: a whole number from 1, anything else is page 1. */
export function pageFromParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));

/** The first words of an answer: the list shows one line, and screen readers need no more. */
export function answerPreview(answer: string, max = 240): string {
  const flat = answer.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

/**
 * Where a key page came from, so Back returns to the same search and page of the list.
 * Carried in the history state; only a list query string is accepted.
 */
export interface FromList {
  fromList?: string;
}

export function listHrefFrom(state: unknown): string {
  const from = (state as FromList | null)?.fromList;
  return typeof from === "string" && /^\?[\w=&%.+*-]*$/.test(from) ? `${LIST_PATH}${from}` : LIST_PATH;
}

/** A notice for the list after a key could not be opened (back to the list). */
export interface ListNotice {
  notice?: string;
}
export const KEY_NOT_FOUND: ListNotice = {
  notice: "That revision key could not be opened. It may have been deleted.",
};

/** Deleting a key asks first, with these words. */
export const DELETE_CONFIRM = "Are you sure you want to delete this revision key?";

/** The list's request for an address's search and page. */
export function listInput(params: URLSearchParams): { skip: number; size: number; query: string } {
  return { skip: (pageFromParam(params.get("page")) - 1) * PAGE_SIZE, size: PAGE_SIZE, query: params.get("q") ?? "" };
}
