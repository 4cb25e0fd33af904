import type { RunQuestion } from "@qbank/api/client";
import { RadioGroup } from "radix-ui";
import type { KeyboardEvent, RefObject } from "react";

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
export function QuestionView({ question, selected, onSelect, revealed, locked, optionRefs }: Props) {
  const checked = question.chosen ?? selected;
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
      <p id={`q-${question.id}`} className="question-text">
        {question.question_text}
      </p>
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
            className={optionState(question, option.number, selected, revealed)}
          >
            <span className="option-letter" aria-hidden="true">
              {LETTERS[i]}
            </span>
            <span className="option-text">{option.text}</span>
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
