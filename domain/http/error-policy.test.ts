import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_SITE_LOGOUT, ACCOUNT_SITE_PROFILING } from "../account/destination.ts";
import { CONFLICT_WAIT_MS, decideHttpError, shouldReport, type HttpFailure } from "./error-policy.ts";

const failure: HttpFailure = { status: 500, isRefreshCall: false, loggedIn: true, alreadyReplayed: false };

describe("§8 401 and the refresh call", () => {
  it("refreshes then replays once on a 401 while logged in", () => {
    expect(decideHttpError({ ...failure, status: 401 }).action).toEqual({ type: "refreshThenReplay" });
  });
  it("logs out to the account site's /logout when the replayed call is refused again", () => {
    expect(decideHttpError({ ...failure, status: 401, alreadyReplayed: true }).action).toEqual({
      type: "logout",
      redirect: ACCOUNT_SITE_LOGOUT,
    });
  });
  it("logs out when the refresh call itself fails with 401 or 403", () => {
    for (const status of [401, 403]) {
      expect(decideHttpError({ ...failure, status, isRefreshCall: true }).action).toEqual({
        type: "logout",
        redirect: ACCOUNT_SITE_LOGOUT,
      });
    }
  });
  it("does not log out on a transient refresh failure", () => {
    for (const status of [0, 500, 503, 409]) {
      expect(decideHttpError({ ...failure, status, isRefreshCall: true }).action).toEqual({ type: "fail" });
    }
  });
  it("just fails on a 401 while logged out (no session to refresh)", () => {
    expect(decideHttpError({ ...failure, status: 401, loggedIn: false }).action).toEqual({ type: "fail" });
  });
  it("never asks to replay a call twice nor to refresh the refresh call", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (status, isRefreshCall, loggedIn, alreadyReplayed) => {
          const { action } = decideHttpError({ status, isRefreshCall, loggedIn, alreadyReplayed });
          if (action.type === "refreshThenReplay") expect(!isRefreshCall && !alreadyReplayed && loggedIn).toBe(true);
        },
      ),
    );
  });
});

describe("§8 409", () => {
  it("redirects (302) to the account site's /profiling, waits 1 s, returns an empty result", () => {
    expect(CONFLICT_WAIT_MS).toBe(1000);
    for (const loggedIn of [true, false]) {
      expect(decideHttpError({ ...failure, status: 409, loggedIn }).action).toEqual({
        type: "redirectToProfiling",
        status: 302,
        redirect: ACCOUNT_SITE_PROFILING,
        waitMs: 1000,
        result: "empty",
      });
    }
  });
});

describe("§8 reporting and messages", () => {
  it("reports every HTTP error except 404", () => {
    expect(shouldReport(404)).toBe(false);
    for (const status of [0, 400, 401, 403, 409, 410, 500]) expect(shouldReport(status)).toBe(true);
    expect(decideHttpError({ ...failure, status: 404 })).toEqual({
      action: { type: "fail" },
      report: false,
      message: { kind: "code", code: "GenericErrorTryLater" },
    });
    expect(decideHttpError({ ...failure, status: 401 }).report).toBe(true);
  });
  it("shows the server summary when present, else the generic code (or the one asked for)", () => {
    expect(decideHttpError({ ...failure, summary: "Code promo expiré" }).message).toEqual({
      kind: "summary",
      text: "Code promo expiré",
    });
    expect(decideHttpError({ ...failure, summary: "  " }).message).toEqual({
      kind: "code",
      code: "GenericErrorTryLater",
    });
    expect(decideHttpError({ ...failure, summary: null }, "GenericErrorRetryShortly").message).toEqual({
      kind: "code",
      code: "GenericErrorRetryShortly",
    });
  });
});
