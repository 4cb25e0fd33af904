const KEY = "adminQuestionList";

/** Remembers the question list's filters (its query string) for this tab, so Back returns to them. */
export function rememberListSearch(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (private mode): Back opens the list unfiltered.
  }
}

/** The question list's address with the filters it last had in this tab. */
export function listHref(): string {
  return `/admin/questions${storedSearch()}`;
}

function storedSearch(): string {
  try {
    const search = sessionStorage.getItem(KEY) ?? "";
    return search.startsWith("?") ? search : "";
  } catch {
    return "";
  }
}
