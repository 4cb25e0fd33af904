import { issuesToItems, type ErrorItem } from "@qbank/api/client";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { ZodType } from "zod";
import { errorItems } from "../app/trpc.ts";
import { focusMoves, usable } from "./focus-memory.ts";

export type FieldErrors = Record<string, string>;

/** The first message per field of an error list. */
export function byField(items: readonly ErrorItem[]): FieldErrors {
  const out: FieldErrors = {};
  for (const item of items) out[item.object] ??= item.message;
  return out;
}

type Values = Record<string, string>;

/** What a settled submit leaves for the focus step: the form, what sent it, and the focus moves so far. */
interface Settled {
  form: HTMLFormElement | null;
  opener: HTMLElement | null;
  moved: number;
}

/**
 * After a submit, where the keyboard goes: to the form's first refused field or message when
 * it was refused, else back to the element that sent it if focus fell to the page (the submit
 * button is disabled while sending, which drops focus without a focus event). Focus that
 * anything moved meanwhile (a dialog the answer opened, a page the success went to) is left
 * alone. Runs from an effect of the render that shows the answer, so the refused field is
 * marked by then, and a frame later, once the other effects of that render have run. (Counting
 * frames alone raced React's render: a busy browser can draw two frames before it.)
 */
function keepFocus({ form, opener, moved }: Settled): void {
  requestAnimationFrame(() => {
    if (focusMoves() !== moved || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    const active = document.activeElement;
    const fallen = !active || active === document.body;
    if (!fallen && active !== opener) return;
    const refused =
      form?.isConnected &&
      (form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        form.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]'));
    if (refused) return refused.focus();
    if (fallen && usable(opener)) opener.focus();
  });
}

/** Whether two forms' values are the same, field by field (an edit typed back counts as none). */
export function sameValues(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * One form's state: its values, the errors of the shared zod schema and of the server (by
 * field), and whether it is being sent. A field's error goes as soon as it is edited or clicked
 * ("highlighted until clicked").
 */
export function useZodForm<T extends Values>(
  initial: T,
  schema?: ZodType,
  /** False where the page moves focus itself after a refusal (the login's Oops! dialog). */
  options: { keepFocus?: boolean } = {},
) {
  const [values, setValues] = useState<T>(initial);
  const [items, setItems] = useState<ErrorItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const errors = byField(items);
  // A submit that has settled, waiting for the render that shows its answer.
  const settled = useRef<Settled | null>(null);
  const [settledCount, setSettledCount] = useState(0);
  useEffect(() => {
    const last = settled.current;
    settled.current = null;
    if (last) keepFocus(last);
  }, [settledCount]);

  const clear = (name: string) =>
    setItems((all) => (all.some((i) => i.object === name) ? all.filter((i) => i.object !== name) : all));
  const set = (name: keyof T & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clear(name);
  };

  /** The props of one input: value, error, and the handlers that edit it and clear its error. */
  const field = (name: keyof T & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
    onClick: () => clear(name),
  });

  /** Checks the values with the schema, then sends them; errors of either land by field. */
  const run = async (send: (values: T) => Promise<unknown>) => {
    const checked = schema?.safeParse(values);
    if (checked && !checked.success) return setItems(issuesToItems(checked.error.issues));
    setItems([]);
    setSubmitting(true);
    try {
      await send(values);
    } catch (error) {
      setItems(errorItems(error));
    } finally {
      setSubmitting(false);
    }
  };
  const handleSubmit = (send: (values: T) => Promise<unknown>) => (e?: FormEvent) => {
    e?.preventDefault();
    const form = e?.currentTarget instanceof HTMLFormElement ? e.currentTarget : null;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void run(send).then(() => {
      if (options.keepFocus === false) return;
      settled.current = { form, opener, moved: focusMoves() };
      setSettledCount((n) => n + 1);
    });
  };

  return { values, setValues, set, errors, items, setItems, field, submitting, handleSubmit };
}
