// @vitest-environment happy-dom
// §5: the form messages shown by the account pages are the spec's French words exactly, and each has its
// English text.
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { FORM_ERROR_CODES } from "../../../domain/validation/form-errors.ts";
import { FORM_MESSAGES_FR } from "../../../tests/support/form-messages-fr.ts";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { AppProvider, DEFAULT_APP_CONTEXT } from "../../composition/app-context.tsx";
import { loadCatalog } from "../../i18n/catalogs.ts";
import { useAlertText, useFormErrorText, useLevelLabel } from "./messages.ts";

function wrapper(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <AppProvider value={{ ...DEFAULT_APP_CONTEXT, locale }}>{children}</AppProvider>
  );
}

beforeAll(async () => {
  await Promise.all([loadCatalog("fr"), loadCatalog("en")]);
});

describe("account messages", () => {
  it("says every §5 form message in the spec's French, character for character", () => {
    const { result } = renderHook(() => useFormErrorText(), { wrapper: wrapper("fr") });
    for (const code of FORM_ERROR_CODES) expect(result.current(code)).toBe(FORM_MESSAGES_FR[code]);
  });

  it("has an English text for every §5 message, alert and level", () => {
    const form = renderHook(() => useFormErrorText(), { wrapper: wrapper("en") }).result.current;
    for (const code of FORM_ERROR_CODES) expect(form(code)).not.toBe(FORM_MESSAGES_FR[code]);
    expect(form("LoginEmailEmpty")).toBe("Please enter your e-mail.");
    const alert = renderHook(() => useAlertText(), { wrapper: wrapper("en") }).result.current;
    expect(alert("InvalidCredentials")).toBe("Incorrect e-mail or password.");
    const frAlert = renderHook(() => useAlertText(), { wrapper: wrapper("fr") }).result.current;
    expect(frAlert("InvalidCredentials")).toBe("Email ou mot de passe incorrect.");
    const level = renderHook(() => useLevelLabel(), { wrapper: wrapper("en") }).result.current;
    expect(LEVELS_OF_EDUCATION.map(level).every((text) => text !== null && text.length > 0)).toBe(true);
    expect(level("sup")).toBe("Higher education");
    expect(level(null)).toBeNull();
    expect(level("CP")).toBe("CP");
  });
});
