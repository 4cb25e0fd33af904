import type { RunQuestion } from "@qbank/api/client";

export const LETTERS = ["A", "B", "C", "D", "E"] as const;

interface Props {
  question: RunQuestion;
  selected: number | undefined;
  onSelect: (number: number) => void;
  /** Whether the key is shown (practice after answering, or a timed run after its end). */
  revealed: boolean;
  locked: boolean;
}

function optionState(q: RunQuestion, number: number, selected: number | undefined, revealed: boolean): string {
  if (revealed && q.correct_number === number) return "option option-correct";
  if (revealed && q.chosen === number) return "option option-wrong";
  if (q.chosen === number) return "option option-chosen";
  if (selected === number) return "option option-selected";
  return "option";
}

/** The stem, the optional image and the lettered options as a radio group. */
export function QuestionView({ question, selected, onSelect, revealed, locked }: Props) {
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
      <div role="radiogroup" aria-label="Answer options" className="options">
        {question.answer_array.map((option, i) => {
          const checked = (question.chosen ?? selected) === option.number;
          return (
            <button
              key={option.number}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={locked}
              className={optionState(question, option.number, selected, revealed)}
              onClick={() => onSelect(option.number)}
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
            </button>
          );
        })}
      </div>
    </article>
  );
}
