import { setTabItem, tabItem } from "../../app/tab-storage.ts";

const KEY = "adminQuestionList";

/** Remembers the question list's filters (its query string) for this tab, so Back returns to them. */
export function rememberListSearch(search: string): void {
  setTabItem(KEY, search);
}

/** The question list's address with the filters it last had in this tab. */
export function listHref(): string {
  const search = tabItem(KEY) ?? "";
  return `/admin/questions${search.startsWith("?") ? search : ""}`;
}
