import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { BacFieldError } from "../../../domain/simulators/bac.ts";
import { useSimulatorWords } from "./labels.ts";
import { MarkField } from "./MarkField.tsx";

/** A simulator's form values by field name, as typed (strings). */
export type FormValues = Readonly<Record<string, string>>;

interface Computed<R> {
  result: R;
  /** By field name (a Brevet field's errors are the marks' own, a subset of the Bac's). */
  errors: Record<string, BacFieldError>;
}

interface SimulatorFormOptions<R> {
  /** Values from the query string (a shared link, or the form submitted without JavaScript). */
  initialValues: FormValues;
  /** What the server computed for initialValues (the page is readable before any JavaScript runs). */
  initial: Computed<R> | undefined;
  /** Reads and simulates the values (the same function the server ran). */
  compute: (values: FormValues) => Computed<R>;
  /** The simulator's path, where the form is submitted. */
  path: string;
  /** Query parameters the form always carries beside the marks (the Bac's session). */
  fixedParams?: Readonly<Record<string, string>>;
}

/**
 * The state of a grade simulator's form (Bac and Brevet alike): the values typed, the live result, one mark field,
 * and the submit that writes the marks in the URL (shareable, and the page's state on back/forward).
 */
export function useSimulatorForm<R>({ initialValues, initial, compute, path, fixedParams }: SimulatorFormOptions<R>) {
  const words = useSimulatorWords();
  const navigate = useNavigate();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(initialValues);
  useAdoptTypedValues(formRef, setValues);
  const [shown, setShown] = useState<FormValues>(initialValues);
  if (shown !== initialValues) {
    // A new query string (back/forward, a shared link): start again from it.
    setShown(initialValues);
    setValues(initialValues);
  }
  const { result, errors } = useMemo(
    () => (initial && values === initialValues ? initial : compute(values)),
    [initial, initialValues, compute, values],
  );
  const onChange = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: string, label: string, hint?: string) => (
    <MarkField
      key={name}
      name={name}
      label={label}
      hint={hint}
      value={values[name] ?? ""}
      onChange={onChange}
      error={errors[name] ? words.errors[errors[name]] : undefined}
    />
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams(fixedParams);
    for (const [name, value] of Object.entries(values)) if (value.trim() !== "") params.set(name, value.trim());
    const search = params.toString();
    void navigate({ pathname: path, search: search ? `?${search}` : "" }, { preventScrollReset: true });
    resultHeading.current?.focus();
  };
  return { values, result, errors, onChange, field, onSubmit, formRef, resultHeading };
}

/**
 * Marks typed before the page finished loading its JavaScript are in the fields but not in React's
 * state: adopt them once, on mount, so the live result counts them.
 */
function useAdoptTypedValues(
  form: React.RefObject<HTMLFormElement | null>,
  setValues: React.Dispatch<React.SetStateAction<FormValues>>,
) {
  useEffect(() => {
    if (!form.current) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) if (typeof value === "string") typed[name] = value;
    setValues((current) =>
      Object.entries(typed).some(([name, value]) => (current[name] ?? "") !== value)
        ? { ...current, ...typed }
        : current,
    );
  }, [form, setValues]);
}
