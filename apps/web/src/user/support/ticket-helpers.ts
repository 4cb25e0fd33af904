import { ticketCategories, ticketSorts, ticketStatuses } from "@qbank/api/client";
import type { RouterOutputs } from "../../app/trpc.ts";

export type Ticket = RouterOutputs["support"]["get"];
export type TicketSummary = RouterOutputs["support"]["mine"][number];

export const OPEN = 0;
export const WAITING = 1;
export const CLOSED = 2;

/** The four categories a learner can pick, in the order the form shows them. */
export const categoryCodes = Object.keys(ticketCategories).map(Number) as (keyof typeof ticketCategories)[];

export function categoryName(code: number): string {
  return code in ticketCategories ? ticketCategories[code as keyof typeof ticketCategories] : "General";
}

export function statusLabel(code: number): string {
  return code in ticketStatuses ? ticketStatuses[code as keyof typeof ticketStatuses] : "Open";
}

/** The first words of a message: one line in a list. */
export function firstWords(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const USER_LIST = "/user/support";
export const ADMIN_LIST = "/admin/support";
export const userTicketPath = (id: string) => `${USER_LIST}/${id}`;
export const adminTicketPath = (id: string) => `${ADMIN_LIST}/${id}?from=admin`;

/** A ticket that fails to load sends the reader back to the list with this note. */
export const TICKET_NOT_OPENED = {
  notice: "That ticket could not be opened. It may have been removed, or the link may be wrong.",
};

/** The note /admin/support shows after Resolve (Resolve returns to the list). */
export const TICKET_RESOLVED = { notice: "Ticket resolved." };

/** /admin/support: the sort and filter, kept in the address. */
export type TicketSort = (typeof ticketSorts)[number];
export type TicketFilter = "all" | "open";
export const sortLabels: Record<TicketSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  activity_newest: "Latest activity, newest first",
  activity_oldest: "Latest activity, oldest first",
};
export const filterLabels: Record<TicketFilter, string> = { all: "All", open: "Open only" };

export function sortFromParam(value: string | null): TicketSort {
  return ticketSorts.find((s) => s === value) ?? "newest";
}
export function filterFromParam(value: string | null): TicketFilter {
  return value === "open" ? "open" : "all";
}

/** Where a ticket page came from, so Back returns to the same sort and filter. */
export function adminListHref(state: unknown): string {
  const from = (state as { fromList?: unknown } | null)?.fromList;
  return typeof from === "string" && /^\?[\w=&]*$/.test(from) ? `${ADMIN_LIST}${from}` : ADMIN_LIST;
}
