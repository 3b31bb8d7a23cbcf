// The account pages' browser session (§3 storage of the login/sign-up e-mail, §4 profiling steps, §7 analytics):
// the AccountBrowserSession use case, loaded on first use so the container stays out of the page's first
// script. Nothing here ever breaks a page.
import { useCallback, useEffect, useRef } from "react";
import type { AccountBrowserSession } from "../../../application/web/account/account-browser.ts";
import { useLazyUseCase } from "../../composition/hooks.ts";

/** Runs `task` on the account browser session (in the browser, after the page is shown). */
export function useAccountBrowser(): (task: (session: AccountBrowserSession) => void) => void {
  const load = useLazyUseCase(() =>
    import("../../../application/web/account/account-browser.ts").then((module) => module.AccountBrowserSession),
  );
  return useCallback(
    (task) => {
      load()
        .then(task)
        .catch(() => undefined);
    },
    [load],
  );
}

/** Runs `task` once for each distinct `key`, after the page is shown. */
export function useAccountBrowserOnce(key: string, task: (session: AccountBrowserSession) => void): void {
  const run = useAccountBrowser();
  const done = useRef<string | null>(null);
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    run((session) => latest.current(session));
  }, [key, run]);
}

/** §3: the e-mail kept for this form, handed to `apply` (once, after the page is shown). */
export function useRememberedEmail(form: "login" | "register", apply: (email: string) => void): void {
  useAccountBrowserOnce(`remembered-${form}`, (session) => {
    const remembered = session.rememberedEmail(form);
    if (remembered) apply(remembered);
  });
}
