import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { AnsweredBar } from "./AnsweredBar.tsx";
import { categoryHref, plural, type CategoryCard } from "./qbank-helpers.ts";

export type PickerView = "cards" | "list";

interface Props {
  category: CategoryCard;
  view: PickerView;
  selected: boolean;
  onToggle: (id: string) => void;
}

/**
 * One selectable category. The native checkbox carries the semantics and the keyboard; its label
 * stretches over the whole card so a click anywhere selects, and the link sits above it.
 */
export function CategoryItem({ category, view, selected, onToggle }: Props) {
  const id = useId();
  const { name, question_count: total, right, wrong } = category;
  const answered = right + wrong;
  return (
    <li className={`qb-cat qb-cat-${view}${selected ? " is-selected" : ""}`}>
      <div className="qb-cat-title">
        <input
          id={id}
          type="checkbox"
          className="qb-check"
          checked={selected}
          onChange={() => onToggle(category.id)}
          aria-describedby={`${id}-stats`}
        />
        <label htmlFor={id} className="qb-cat-name">
          {name}
        </label>
      </div>
      <div className="qb-cat-stats" id={`${id}-stats`}>
        <span className="qb-cat-count">
          {plural(total, "question")}
          <span className="qb-cat-answered">
            <span className="qb-sep" aria-hidden="true">
              ·
            </span>
            {answered} answered
          </span>
        </span>
        <span className="qb-legend">
          <span className="qb-legend-item">
            <span className="qb-dot qb-dot-right" aria-hidden="true" />
            {right} right
          </span>
          <span className="qb-legend-item">
            <span className="qb-dot qb-dot-wrong" aria-hidden="true" />
            {wrong} wrong
          </span>
        </span>
      </div>
      <AnsweredBar right={right} wrong={wrong} total={total} />
      <Link to={categoryHref(category.id)} className="qb-cat-link" aria-label={`View questions in ${name}`}>
        View<span className="qb-link-extra"> questions</span>
        <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A placeholder of the same size while the categories load. */
export function CategorySkeleton({ view }: { view: PickerView }) {
  return (
    <li className={`qb-cat qb-cat-${view} qb-skeleton-item`} aria-hidden="true">
      <div className="qb-cat-title">
        <span className="qb-skeleton qb-skeleton-check" />
        <span className="qb-skeleton qb-skeleton-text" style={{ width: "55%" }} />
      </div>
      <div className="qb-cat-stats">
        <span className="qb-skeleton qb-skeleton-text qb-skeleton-small" style={{ width: "70%" }} />
        <span className="qb-skeleton qb-skeleton-text qb-skeleton-small" style={{ width: "45%" }} />
      </div>
      <div className="qb-bar" />
      <span className="qb-cat-link">
        <span className="qb-skeleton qb-skeleton-text qb-skeleton-small" style={{ width: "8em" }} />
      </span>
    </li>
  );
}
