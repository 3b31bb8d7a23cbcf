import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

export interface MarkFieldProps {
  /** Field id, also its name in the query string. */
  name: string;
  label: ReactNode;
  value: string;
  onChange: (name: string, value: string) => void;
  /** The message of a refused value, if any. */
  error?: string | undefined;
  /** A short hint under the label (a coefficient…). */
  hint?: ReactNode;
}

/** §1 grade simulators: one mark out of 20, typed with a dot or a French comma; refusals said in words. */
export function MarkField({ name, label, value, onChange, error, hint }: MarkFieldProps) {
  const id = `note-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "sim-field sim-field--error" : "sim-field"}>
      <label className="sim-field__label" htmlFor={id}>
        {label}
        <span className="sim-visually-hidden">
          {" "}
          <Trans>(note sur 20)</Trans>
        </span>
      </label>
      {hint ? (
        <span className="sim-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      <span className="sim-field__control">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className="sim-field__input"
          value={value}
          onChange={(event) => onChange(name, event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span className="sim-field__unit" aria-hidden="true">
          /20
        </span>
      </span>
      {error ? (
        <span className="sim-field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
