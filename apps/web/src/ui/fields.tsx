import { useId, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FormAlert } from "./FormAlert.tsx";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Marks the input red without a text (the login dialog shows the text). */
  invalid?: boolean;
  /** A rule the value must meet, shown under the input and read with it. */
  hint?: string;
}

/** The ids that describe an input: its hint, then its error. */
const describedBy = (ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

export function TextField({ label, error, invalid, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FormAlert tone="field" id={errorId}>
        {error}
      </FormAlert>
    </div>
  );
}

/** A text area with its label, its rule (hint) and its error, both read with it. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value"> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        value={value ?? ""}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy([Boolean(hint) && `${id}-hint`, Boolean(error) && `${id}-error`])}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="ad-hint">
          {hint}
        </p>
      )}
      <FormAlert tone="field" id={`${id}-error`}>
        {error}
      </FormAlert>
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, invalid, hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-wrap">
        <input
          id={id}
          className="input"
          type={shown ? "text" : "password"}
          aria-invalid={Boolean(error) || invalid || undefined}
          aria-describedby={describedBy([Boolean(hint) && hintId, Boolean(error) && errorId])}
          {...input}
        />
        <button
          type="button"
          className="btn btn-ghost"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FormAlert tone="field" id={errorId}>
        {error}
      </FormAlert>
    </div>
  );
}

/**
 * The account a password form is for, unseen: password managers (and Chrome's checks) read it
 * to know whose password is being changed or typed.
 */
export function AccountNameForPasswords({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
