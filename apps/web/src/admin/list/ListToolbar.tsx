import { useId, type ReactNode } from "react";
import type { ListLook } from "./list-look.ts";

/** The list's search box: what is typed, kept by the page (useTypedSearch). */
export interface SearchBox {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * Above a list: its search box, the page's choices (order, filters), how many it holds, and
 * anything the page adds after. With a search box it is the page's search landmark.
 */
export function ListToolbar({
  look,
  search,
  count,
  children,
  end,
}: {
  look: ListLook;
  search?: SearchBox;
  count: string;
  children?: ReactNode;
  end?: ReactNode;
}) {
  const searchId = useId();
  const parts = (
    <>
      {search && (
        <div className="field">
          <label htmlFor={searchId}>{search.label}</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={search.value}
            maxLength={200}
            placeholder={search.placeholder}
            onChange={(e) => search.onChange(e.target.value)}
          />
        </div>
      )}
      {children}
      <p className={look.count} aria-live="polite">
        {count}
      </p>
      {end}
    </>
  );
  return search ? (
    <form className={look.toolbar} role="search" onSubmit={(e) => e.preventDefault()}>
      {parts}
    </form>
  ) : (
    <div className={look.toolbar}>{parts}</div>
  );
}

/** One of a list's choices (an order, a filter), as a labelled select. */
export function ChoiceField<Value extends string>({
  label,
  value,
  onChange,
  options = [],
  children,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  /** The values in order with their labels; `children` may add options of its own after them. */
  options?: readonly (readonly [Value, string])[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as Value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}
