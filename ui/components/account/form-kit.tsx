// The pieces every account form is built from: the form element (React Router's <Form> in the app, so a
// submission does not reload the page once JavaScript runs; a plain <form> posting to the same address
// otherwise), labelled fields with their §5 message tied by aria-describedby/aria-invalid, alerts, and a
// submit button with its pending state.
import { Trans } from "@lingui/react/macro";
import {
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from "react";
import { Form, UNSAFE_DataRouterContext } from "react-router";
import type { FormErrorCode } from "../../../domain/validation/form-errors.ts";
import type { FormErrors } from "../../../domain/validation/forms.ts";
import { useAlertText, useFormErrorText, type AlertCode } from "./messages.ts";
import "../../styles/account.css";

/** What a route action answers to a form it refused (no password is ever sent back). */
export interface FormState<Field extends string> {
  values?: Partial<Record<Field, string>>;
  errors?: FormErrors<Field>;
  alert?: AlertCode | null;
}

interface AccountFormProps {
  children: ReactNode;
  method?: "post" | "get";
  action?: string;
  className?: string;
  "aria-labelledby"?: string;
  "aria-label"?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A form of the account pages. Inside the app (a data router) it is React Router's <Form>; without one
 * (Storybook renders components in a plain router) it is a <form> whose submission stays on the page.
 */
export function AccountForm({ children, method = "post", onSubmit, formRef, ...rest }: AccountFormProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  if (dataRouter) {
    return (
      <Form ref={formRef} method={method} noValidate onSubmit={onSubmit} {...rest}>
        {children}
      </Form>
    );
  }
  return (
    <form
      ref={formRef}
      method={method}
      noValidate
      onSubmit={(event) => {
        onSubmit?.(event);
        event.preventDefault();
      }}
      {...rest}
    >
      {children}
    </form>
  );
}

/** Names of the fields of a form, in the order they are shown (the first invalid one gets the focus). */
type FieldNames<Field extends string> = readonly Field[];

/** §5 checks of a form on the client: the errors found, or null when the form may leave. */
export type FormCheck<Field extends string> = (data: FormData) => FormErrors<Field> | null;

/**
 * Checks whose code (valibot, neverthrow, the rules) is not part of the page's first load: it starts loading at
 * the first focus in the form. A submission before it is in waits for it; if it cannot load, the form leaves
 * unchecked and the server's checks (the same ones) answer.
 */
export interface LazyFormCheck<Field extends string> {
  /** The check once loaded, null when it could not load, undefined before. */
  readonly current: () => FormCheck<Field> | null | undefined;
  readonly load: () => Promise<void>;
}

export function lazyFormCheck<Field extends string>(
  importCheck: () => Promise<FormCheck<Field>>,
): LazyFormCheck<Field> {
  let current: FormCheck<Field> | null | undefined;
  let loading: Promise<void> | undefined;
  return {
    current: () => current,
    load: () =>
      (loading ??= importCheck().then(
        (check) => {
          current = check;
        },
        () => {
          current = null;
        },
      )),
  };
}

/**
 * §5 on the client: the same checks as the server before the form leaves, so a member sees the messages at
 * once; the server checks again (and is the only check without JavaScript). Server errors show until the
 * next submission; editing a field hides its message.
 */
export function useFormErrors<Field extends string>(
  fields: FieldNames<Field>,
  serverErrors: FormErrors<Field> | undefined,
  validate: FormCheck<Field> | LazyFormCheck<Field>,
) {
  const [clientErrors, setClientErrors] = useState<FormErrors<Field> | null>(null);
  const source = clientErrors ?? serverErrors;
  // Fields edited since `source` was shown: their message is hidden until the next submission.
  const [edited, setEdited] = useState<{ source: unknown; names: ReadonlySet<string> }>({
    source: null,
    names: new Set(),
  });
  const hidden = edited.source === source ? edited.names : NOTHING_EDITED;
  const errors = Object.fromEntries(
    Object.entries(source ?? {}).filter(([name]) => !hidden.has(name)),
  ) as FormErrors<Field>;
  const formRef = useRef<HTMLFormElement>(null);
  const fieldOrder = fields.join("|");

  // Errors sent back by the server: the first field to correct gets the focus.
  useEffect(() => {
    if (serverErrors) focusFirstInvalid(formRef.current, fieldOrder.split("|"), serverErrors);
  }, [serverErrors, fieldOrder]);

  // Lazy checks: their code loads when the visitor starts on the form.
  const lazy = typeof validate === "function" ? null : validate;
  useEffect(() => {
    const form = formRef.current;
    if (!lazy || !form) return;
    const start = () => void lazy.load();
    form.addEventListener("focusin", start, { once: true });
    return () => form.removeEventListener("focusin", start);
  }, [lazy]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = lazy ? lazy.current() : (validate as FormCheck<Field>);
    if (check === undefined && lazy) {
      // Sent before the checks arrived: send again once they are in (or known to be out of reach).
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void lazy.load().then(() => form.requestSubmit(submitter));
      return;
    }
    const found = check ? check(new FormData(event.currentTarget)) : null;
    if (found && Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      focusFirstInvalid(formRef.current, fields, found);
      return;
    }
    setClientErrors(null);
  };
  const onFieldInput = (name: string) =>
    setEdited((previous) => ({
      source,
      names: new Set(previous.source === source ? previous.names : []).add(name),
    }));
  /** A field's message and the edit that hides it, to spread on the field. */
  const field = (name: Field): FieldBinding => ({ error: errors[name], onInput: () => onFieldInput(name) });
  return { errors, onSubmit, onFieldInput, formRef, field };
}

/** How a form ties one field to its §5 message: the message shown, and editing the field hides it. */
export interface FieldBinding {
  error: FormErrorCode | undefined;
  onInput: () => void;
}

const NOTHING_EDITED: ReadonlySet<string> = new Set();

/** Focuses the first field (in form order) that has an error. */
function focusFirstInvalid(
  form: HTMLFormElement | null,
  fields: readonly string[],
  errors: Readonly<Record<string, unknown>>,
): void {
  const first = fields.find((name) => errors[name] !== undefined);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: string;
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: FormErrorCode | undefined;
  /** A message of the field's own rule, outside the §5 table (a setting's range), shown as a §5 message is. */
  errorMessage?: string | undefined;
  hint?: ReactNode;
}

/** The §5 message under a field, or the field's own message (nothing while the field is valid). */
function FieldError({
  id,
  error,
  message,
}: {
  id: string | undefined;
  error: FormErrorCode | undefined;
  message?: string | undefined;
}) {
  const errorText = useFormErrorText();
  const text = message ?? (error ? errorText(error) : undefined);
  return text ? (
    <p className="field__error" id={id}>
      {text}
    </p>
  ) : null;
}

/** The class of a field's box: marked invalid while it shows a message. */
function fieldClass(base: string, error: FormErrorCode | string | undefined, extra?: string): string {
  return [base, error ? "field--invalid" : null, extra].filter(Boolean).join(" ");
}

/** A labelled input with its hint and §5 message. */
export function TextField({ name, label, error, errorMessage, hint, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const invalid = errorMessage ?? error;
  const errorId = invalid ? `${inputId}-error` : undefined;
  return (
    <div className={fieldClass("field", invalid, className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        name={name}
        className="field__input"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      <FieldError id={errorId} error={error} message={errorMessage} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> {
  name: string;
  label: ReactNode;
  error?: FormErrorCode | undefined;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** A labelled select with its §5 message. */
export function SelectField({ name, label, error, options, placeholder, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? `${name}-${generated}`;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={fieldClass("field", error)}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A checkbox with its label and §5 message. */
export function CheckboxField({
  name,
  label,
  error,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type"> & {
  name: string;
  label: ReactNode;
  error?: FormErrorCode | undefined;
}) {
  const generated = useId();
  const inputId = `${name}-${generated}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={fieldClass("field field--checkbox", error)}>
      <input
        id={inputId}
        type="checkbox"
        name={name}
        className="field__checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...input}
      />
      <label className="field__label field__label--inline" htmlFor={inputId}>
        {label}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A group of radio cards (a fieldset with its legend) with its §5 message. */
export function ChoiceGroup({
  name,
  legend,
  choices,
  defaultValue,
  error,
  onInput,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly { value: string; label: ReactNode; description?: ReactNode }[];
  defaultValue?: string | null;
  error?: FormErrorCode | undefined;
  onInput?: () => void;
}) {
  const generated = useId();
  const errorId = error ? `${name}-${generated}-error` : undefined;
  return (
    <fieldset
      className={["choices", error ? "choices--invalid" : null].filter(Boolean).join(" ")}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="choices__legend">{legend}</legend>
      <div className="choices__list">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}-${generated}`;
          return (
            <div className="choice" key={choice.value}>
              <input
                className="choice__input"
                type="radio"
                id={id}
                name={name}
                value={choice.value}
                defaultChecked={defaultValue === choice.value}
                onChange={onInput}
              />
              <label className="choice__label" htmlFor={id}>
                <span className="choice__title">{choice.label}</span>
                {choice.description ? <span className="choice__description">{choice.description}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A message above a form: a refusal (error), or a confirmation (success, info). */
export function FormAlert({
  code,
  tone = "error",
  children,
}: {
  code?: AlertCode | null | undefined;
  tone?: "error" | "success" | "info";
  children?: ReactNode;
}) {
  const alertText = useAlertText();
  if (!code && !children) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {code ? <p>{alertText(code)}</p> : null}
      {children}
    </div>
  );
}

/** The submit button; while the form is being sent it says so and ignores further clicks. */
export function SubmitButton({
  pending = false,
  children,
  pendingLabel,
  tone = "primary",
  name,
  value,
}: {
  pending?: boolean;
  children: ReactNode;
  pendingLabel?: ReactNode;
  tone?: "primary" | "danger" | "secondary";
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      className={`button button--${tone} account-submit`}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      name={name}
      value={value}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{pending ? (pendingLabel ?? <Trans>Envoi en cours…</Trans>) : children}</span>
    </button>
  );
}

/** Reads the text fields of a form as strings (a missing field is empty). */
export function formValues<Field extends string>(data: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? "")])) as Record<Field, string>;
}
