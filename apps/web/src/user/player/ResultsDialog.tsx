import {
  resultsDefinition,
  SCORE_OF_ANSWERED,
  SCORE_OF_RUN,
  scoreText,
  type Pacing,
  type Results,
} from "@qbank/api/client";
import { Dialog } from "../../ui/Dialog.tsx";
import { PacingSummary } from "./PacingSummary.tsx";

interface Props {
  results: Results | undefined;
  open: boolean;
  onReview: () => void;
  onCategories: () => void;
  /** A timed run's pacing, with a way to open one of its questions. */
  pacing?: Pacing | null | undefined;
  onGo?: (index: number) => void;
}

export function ResultsDialog({ results, open, onReview, onCategories, pacing, onGo }: Props) {
  return (
    <Dialog
      open={open && results !== undefined}
      onOpenChange={(o) => !o && onReview()}
      title="Results"
      // Read from the top: the figures first, then the pacing, then Categories and Review.
      focusTitle
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCategories}>
            Categories
          </button>
          <button type="button" className="btn" onClick={onReview}>
            Review
          </button>
        </>
      }
    >
      {results && (
        <p className="muted" id="results-definition">
          {resultsDefinition(results.attempted + results.skipped)}
        </p>
      )}
      {results && (
        <dl className="details results" aria-describedby="results-definition">
          <dt>Attempted</dt>
          <dd>{results.attempted}</dd>
          <dt>Correct</dt>
          <dd>{results.correct}</dd>
          <dt>Incorrect</dt>
          <dd>{results.incorrect}</dd>
          <dt>Skipped</dt>
          <dd>{results.skipped}</dd>
          <dt>Percentage ({SCORE_OF_ANSWERED})</dt>
          <dd>{scoreText(results.correct, results.attempted)}</dd>
          <dt>Percentage ({SCORE_OF_RUN})</dt>
          <dd>{scoreText(results.correct, results.attempted + results.skipped)}</dd>
        </dl>
      )}
      {pacing && onGo && <PacingSummary pacing={pacing} onGo={onGo} />}
    </Dialog>
  );
}
