import { type Dispatch, type RefObject, type SetStateAction, useEffect } from "react";

/**
 * Marks typed before the page finished loading its JavaScript are in the fields but not in React's
 * state: adopt them once, on mount, so the live result counts them.
 */
export function useAdoptTypedValues(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Readonly<Record<string, string>>>>,
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
