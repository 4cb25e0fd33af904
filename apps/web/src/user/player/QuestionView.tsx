import type { RunQuestion } from "@qbank/api/client";
import { RadioGroup } from "radix-ui";
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from "react";
import { Stem, type Highlight } from "./Stem.tsx";

const HINT_KEY = "studyAidsHintSeen";

function hintSeen(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === "true";
  } catch {
    return false;
  }
}

/** A phone or tablet without a mouse or keyboard shortcuts to speak of: its tip names touch only. */
const touchOnly = () => window.matchMedia?.("(hover: none) and (pointer: coarse)").matches ?? false;

/** Said once, the first time a run opens on this device, until dismissed. */
function StudyAidsHint() {
  const [seen, setSeen] = useState(hintSeen);
  if (seen) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(HINT_KEY, "true");
    } catch {
      // Private mode: hidden for this visit.
    }
    setSeen(true);
    // The button goes with the tip: the keyboard goes on from the question's heading, not the page.
    document.querySelector<HTMLElement>(".player-title")?.focus();
  };
  return (
    <div className="aids-hint" role="note" aria-label="Study aids">
      <p>
        {touchOnly()
          ? "Tip: long-press an option to strike it out (it can still be chosen). Select words in the question, then Highlight, to highlight them."
          : "Tip: right-click or long-press an option, or press S then its letter, to strike it out (it can still be chosen). Select words in the question and press H to highlight them."}
      </p>
      <button type="button" className="btn btn-secondary" onClick={dismiss}>
        Got it
      </button>
    </div>
  );
}

export const LETTERS = ["A", "B", "C", "D", "E"] as const;

interface Props {
  question: RunQuestion;
  selected: number | undefined;
  onSelect: (number: number) => void;
  /** Whether the key is shown (practice after answering, or a timed run after its end). */
  revealed: boolean;
  locked: boolean;
  /** The option buttons by position, so the letter shortcuts can move focus to them. */
  optionRefs: RefObject<(HTMLButtonElement | null)[]>;
  /** The latest selection in the stem, for Highlight. */
  selectionRef: RefObject<Highlight | null>;
  onStrike: (number: number) => void;
  onHighlight: () => void;
  onClearHighlights: () => void;
}

/** A press this long on a touch screen strikes an option out. */
const LONG_PRESS_MS = 550;

/** Right-click, or a long press on a touch screen, strikes an option out (or back in). */
function useStrikeGesture(onStrike: (number: number) => void) {
  const press = useRef<{ timer?: ReturnType<typeof setTimeout>; fired: boolean }>({ fired: false });
  const cancel = () => clearTimeout(press.current.timer);
  return (number: number) => ({
    onPointerDown: (e: PointerEvent) => {
      press.current.fired = false;
      if (e.pointerType !== "touch") return;
      cancel();
      press.current.timer = setTimeout(() => {
        press.current.fired = true;
        onStrike(number);
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (e: MouseEvent) => {
      e.preventDefault();
      if (!press.current.fired) onStrike(number);
    },
    // The long press that struck the option does not also choose it.
    onClick: (e: MouseEvent) => {
      if (press.current.fired) e.preventDefault();
      press.current.fired = false;
    },
  });
}

function optionState(q: RunQuestion, number: number, selected: number | undefined, revealed: boolean): string {
  if (revealed && q.correct_number === number) return "option option-correct";
  if (revealed && q.chosen === number) return "option option-wrong";
  if (q.chosen === number) return "option option-chosen";
  if (selected === number) return "option option-selected";
  return "option";
}

const MOVES: Record<string, (i: number, count: number) => number> = {
  ArrowDown: (i, count) => (i + 1) % count,
  ArrowUp: (i, count) => (i + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The stem, the optional image and the lettered options as one radio group: a single Tab stop,
 * ArrowUp/ArrowDown, Home and End move and choose, so focus and choice never differ
 * (ArrowLeft/ArrowRight stay free for changing question).
 */
export function QuestionView({
  question,
  selected,
  onSelect,
  revealed,
  locked,
  optionRefs,
  selectionRef,
  onStrike,
  onHighlight,
  onClearHighlights,
}: Props) {
  const checked = question.chosen ?? selected;
  const strikeGesture = useStrikeGesture(onStrike);
  // The moves choose here rather than in Radix, which checks an option on the focus an arrow
  // moves a tick later only while the key is still down (a quick press could move focus alone)
  // and moves focus on Home and End without choosing.
  const onMove = (e: KeyboardEvent, i: number) => {
    const move = MOVES[e.key];
    if (locked || !move) return;
    e.preventDefault();
    const next = move(i, question.answer_array.length);
    onSelect(question.answer_array[next]!.number);
    optionRefs.current[next]?.focus();
  };
  return (
    <article className="question" aria-labelledby={`q-${question.id}`}>
      <Stem
        id={`q-${question.id}`}
        text={question.question_text}
        highlights={question.highlights}
        selectionRef={selectionRef}
      />
      <div className="study-aids" role="group" aria-label="Study aids">
        <button
          type="button"
          className="btn btn-ghost"
          // Keeps the stem's selection when the button is pressed.
          onPointerDown={(e) => e.preventDefault()}
          onClick={onHighlight}
          aria-keyshortcuts="H"
        >
          Highlight
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onClearHighlights}
          disabled={question.highlights.length === 0}
        >
          Clear highlights
        </button>
        <details className="keys-help">
          <summary>Keys and study aids</summary>
          <ul>
            <li>A–E choose an option; Enter submits it.</li>
            <li>Left and right arrows: previous and next question; F flags it to do later.</li>
            <li>
              Strike out an option: right-click it, long-press it, or press S then its letter. It can still be chosen.
            </li>
            <li>Highlight: select words in the question, then Highlight or H.</li>
          </ul>
        </details>
      </div>
      <StudyAidsHint />
      {question.image_url && (
        <img
          className="question-image"
          src={`${question.image_url}?v=${encodeURIComponent(question.image_name ?? "1")}`}
          alt={question.image_name ?? "Question image"}
          loading="lazy"
        />
      )}
      {question.url && (
        <p>
          <a href={question.url} target="_blank" rel="noreferrer noopener">
            Related resource
          </a>
        </p>
      )}
      <RadioGroup.Root
        className="options"
        aria-label="Answer options"
        orientation="vertical"
        value={checked === undefined ? "" : String(checked)}
        onValueChange={(value) => onSelect(Number(value))}
        disabled={locked}
      >
        {question.answer_array.map((option, i) => (
          <RadioGroup.Item
            key={option.number}
            ref={(el) => {
              optionRefs.current[i] = el;
            }}
            value={String(option.number)}
            onKeyDown={(e) => onMove(e, i)}
            className={
              question.struck.includes(option.number)
                ? `${optionState(question, option.number, selected, revealed)} option-struck`
                : optionState(question, option.number, selected, revealed)
            }
            {...strikeGesture(option.number)}
          >
            <span className="option-letter" aria-hidden="true">
              {LETTERS[i]}
            </span>
            <span className="option-text">{option.text}</span>
            {question.struck.includes(option.number) && <span className="visually-hidden"> (struck out)</span>}
            {revealed && question.correct_number === option.number && (
              <span className="visually-hidden"> (correct answer)</span>
            )}
            {revealed && question.chosen === option.number && question.correct_number !== option.number && (
              <span className="visually-hidden"> (your answer, incorrect)</span>
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </article>
  );
}
