import type { QuestionValues } from "./question-values.ts";

const LETTERS = ["A", "B", "C", "D", "E"];

/** The question as a learner meets it: the text, the image and the options A to E (in form order here). */
export function QuestionPreview({ values, imageUrl }: { values: QuestionValues; imageUrl: string | undefined }) {
  const options = [values.option_1, values.option_2, values.option_3, values.option_4, values.option_5];
  return (
    <section className="card ad-preview" aria-label="Preview as a learner sees it">
      <h2 className="ad-preview-title">Preview</h2>
      <p className="ad-preview-text">{values.text || <span className="muted">The question text appears here.</span>}</p>
      {imageUrl && <img className="ad-image-preview" src={imageUrl} alt="The question's image" />}
      <ol className="ad-preview-options">
        {options.map((o, i) => (
          <li key={LETTERS[i]}>
            <span className="ad-preview-letter" aria-hidden="true">
              {LETTERS[i]}
            </span>
            <span>{o || <span className="muted">Option {i + 1}</span>}</span>
          </li>
        ))}
      </ol>
      <p className="ad-hint">Learners see the options shuffled; option 1 is the answer.</p>
    </section>
  );
}
