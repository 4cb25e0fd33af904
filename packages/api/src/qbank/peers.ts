import type { PeerCounts } from "@qbank/db";
import { PEER_MIN_LEARNERS } from "./constants.ts";
import { percent } from "../shared/percent.ts";

export interface PeerShares {
  /** Per option as the run numbers them: the share of learners whose first answer chose it; [] below the threshold. */
  peers: { number: number; share: number }[];
  /** The share of learners whose first answer was right; null below the threshold. */
  peers_correct: number | null;
}

/**
 * How other learners first answered a question, in the run's option order. `order` holds
 * the stored numbers in display order and `numberOf` turns one into the number shown.
 */
export function peerShares(
  counts: PeerCounts | undefined,
  order: number[],
  numberOf: (stored: number) => number,
): PeerShares {
  if (!counts || counts.learners < PEER_MIN_LEARNERS) return { peers: [], peers_correct: null };
  return {
    peers: order.map((stored) => ({
      number: numberOf(stored),
      share: percent(counts.options.get(stored) ?? 0, counts.learners),
    })),
    peers_correct: percent(counts.correct, counts.learners),
  };
}

/** Hidden: while a timed run is open, or before the learner answered in practice. */
export const hiddenPeers = { peers: null, peers_correct: null } as const;
