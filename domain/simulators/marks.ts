// §1 grade simulators: reading a mark typed by a pupil (a school-report average or an exam mark out of 20).
import { type Fraction, fromHundredths } from "./exact.ts";

/** §1 grade simulators: every mark is out of 20. */
export const MARK_MAX = 20;

/** §1 grade simulators: why a typed mark is refused (the UI maps each code to a message). */
export type MarkError = "NotANumber" | "OutOfRange" | "TooPrecise";

/** §1 grade simulators: a field left empty, a mark in hundredths (1250 = 12.50), or an error. */
export type MarkReading =
  | { readonly kind: "empty" }
  | { readonly kind: "mark"; readonly hundredths: number }
  | { readonly kind: "error"; readonly error: MarkError };

const NUMBER = /^([+-]?)(\d+)(?:[.,](\d*))?$/;

/**
 * §1 grade simulators: "12", "12.5", "12,5" (French comma), " 9,75 " are marks; at most two decimals;
 * from 0 to 20 inclusive; anything else is an error, an empty field is "empty" (not entered yet).
 */
export function readMark(raw: string | null | undefined): MarkReading {
  const text = (raw ?? "").trim();
  if (text === "") return { kind: "empty" };
  const match = NUMBER.exec(text);
  if (!match) return { kind: "error", error: "NotANumber" };
  const [, sign = "", whole = "", decimals = ""] = match;
  const significant = decimals.replace(/0+$/, "");
  if (significant.length > 2) return { kind: "error", error: "TooPrecise" };
  const hundredths = Number(whole) * 100 + Number(significant.padEnd(2, "0"));
  if ((sign === "-" && hundredths > 0) || hundredths > MARK_MAX * 100) return { kind: "error", error: "OutOfRange" };
  return { kind: "mark", hundredths };
}

/** §1 grade simulators: a mark in hundredths as an exact fraction. */
export function markValue(hundredths: number): Fraction {
  return fromHundredths(hundredths);
}
