import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams, type NavigateOptions } from "react-router";

/**
 * The address's search parameters, and a change that builds on the latest one asked for.
 *
 * React Router's `setSearchParams(fn)` hands `fn` the parameters of the last render, so two
 * choices made before the page renders again (a quick second select, a debounced search landing
 * beside a click) keep only the second. Here each change starts from the one before it.
 */
export function useSearchParamsChange() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change] as const;
}

/** Sets `name` to `value`, or removes it when `value` is the default (empty). */
export function setOrDelete(params: URLSearchParams, name: string, value: string | undefined) {
  if (value) params.set(name, value);
  else params.delete(name);
}

/**
 * A list's search box kept in `?q=`: what is typed follows into the address after a short pause
 * (so each key does not cost a query) and starts again from the first page.
 */
export function useTypedSearch(q: string, change: ReturnType<typeof useSearchParamsChange>[1]) {
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== q)
        change(
          (next) => {
            setOrDelete(next, "q", typed.trim());
            next.delete("page");
          },
          { replace: true },
        );
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, q, change]);
  return [typed, setTyped] as const;
}
