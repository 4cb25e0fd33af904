import { trpc } from "../../app/trpc.ts";
import { ASKED_ON_OPEN_MS } from "../../app/screen-reads.ts";

/**
 * The learner's timed run in progress, their Master Mock attempts and whether practice is open,
 * asked afresh each time a page that starts runs opens: the browser's Back button brings such a
 * page back from the cache while a run started since is still open (the player also refreshes
 * it as a run opens, so the cached answer is already right by then).
 */
export const useOpenRun = () => trpc.qbank.openRun.useQuery(undefined, { staleTime: ASKED_ON_OPEN_MS });
