import type { LoaderFunctionArgs, Params } from "react-router";
import { listInput } from "../user/revision/revision-helpers.ts";
import { queryUtils } from "./trpc.ts";

type Utils = typeof queryUtils;

/**
 * Reads a screen wants fresh each time it opens (an open run, today's reviews, the plan, the
 * keys). The route asks for them as the screen opens, and the screen takes that answer as fresh
 * for this long instead of asking again as it mounts.
 */
export const ASKED_ON_OPEN_MS = 5_000;
const onOpen = { staleTime: 0 };

/**
 * The reads each learner screen makes as it opens, started by its route beside the screen's
 * code. They go in one request with the navigation guard, instead of waiting for the code to
 * load and the screen to draw. Each read's input and freshness match the screen's own query,
 * or the screen would ask again (`e2e/screen-reads.spec.ts` checks that none does).
 */
export const screenReads = {
  user: (u: Utils) => [u.auth.userData.prefetch(undefined, { staleTime: 60_000 })],
  dashboard: (u: Utils) => [
    u.discussion.newReplies.prefetch(),
    u.plan.get.prefetch(undefined, onOpen),
    u.review.summary.prefetch(undefined, onOpen),
    u.stats.readiness.prefetch(),
    u.payments.trialOffer.prefetch(),
    u.payments.user.prefetch(),
    u.qbank.openRun.prefetch(undefined, onOpen),
  ],
  qbank: (u: Utils) => [
    u.qbank.openPractice.prefetch(undefined, onOpen),
    u.qbank.openRun.prefetch(undefined, onOpen),
    u.qbank.categories.prefetch(),
    u.content.areas.prefetch(),
  ],
  category: (u: Utils, _search: URLSearchParams, params: Params) => [
    u.qbank.categoryPage.prefetchInfinite({ id: params.id ?? "" }),
    u.qbank.openPractice.prefetch(undefined, onOpen),
    u.qbank.openRun.prefetch(undefined, onOpen),
  ],
  performance: (u: Utils) => [
    u.stats.performance.prefetch(),
    u.stats.percentile.prefetch(),
    u.qbank.paceHistory.prefetch(),
    u.content.areas.prefetch(),
  ],
  mock: (u: Utils) => [u.qbank.openRun.prefetch(undefined, onOpen), u.account.adjustment.prefetch()],
  revision: (u: Utils, search: URLSearchParams) => [
    u.review.summary.prefetch(undefined, onOpen),
    u.revisionKeys.list.prefetch(listInput(search), onOpen),
  ],
  review: (u: Utils) => [u.review.due.prefetch(undefined, { staleTime: Infinity }), u.account.adjustment.prefetch()],
  account: (u: Utils) => [
    u.account.get.prefetch(),
    u.account.adjustment.prefetch(),
    u.payments.user.prefetch(),
    u.payments.history.prefetch(),
    u.plan.get.prefetch(),
    u.discussion.profile.prefetch(),
  ],
  support: (u: Utils) => [u.support.mine.prefetch(undefined, onOpen)],
};

/** A route loader that starts a screen's reads and lets the route go on at once (the screen shows their progress). */
export const startReads =
  (reads: (u: Utils, search: URLSearchParams, params: Params) => Promise<void>[]) =>
  ({ request, params }: LoaderFunctionArgs): null => {
    void Promise.all(reads(queryUtils, new URL(request.url).searchParams, params));
    return null;
  };
