import { describe, expect, it } from "vitest";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { ChapterMarks } from "./progress.ts";

const COURSE = "/revisions/lycee/terminale/maths/suites";
const API_PATH = "/progress/chapters-learned/revisions/lycee/terminale/maths/suites";

describe("ChapterMarks (mark as learned on a course page)", () => {
  it("reads a member's mark, and nothing for a visitor or a path that cannot be a document", async () => {
    const api = new MemoryApiClient().on(`GET ${API_PATH}`, () => ({
      ok: { chapterPath: COURSE.slice(1), learnedAt: "2026-11-22T10:00:00.000Z" },
    }));
    expect((await memoryAccountContainer({ api }).resolve(ChapterMarks).state(COURSE))._unsafeUnwrap()).toEqual({
      learned: true,
    });
    const visitor = memoryAccountContainer({ cookie: null });
    expect((await visitor.resolve(ChapterMarks).state(COURSE))._unsafeUnwrap()).toBeNull();
    expect(
      (await memoryAccountContainer({ api }).resolve(ChapterMarks).state("/Bad Path!"))._unsafeUnwrap(),
    ).toBeNull();
    expect(visitor.api.calls).toHaveLength(0);
    // A failure reads as "unknown": the page shows the rest.
    const broken = new MemoryApiClient().on(`GET ${API_PATH}`, () => ({ fail: httpFailure(503, "InternalError") }));
    expect(
      (await memoryAccountContainer({ api: broken }).resolve(ChapterMarks).state(COURSE))._unsafeUnwrap(),
    ).toBeNull();
  });

  it("marks with PUT and undoes with DELETE, and names the API's refusals", async () => {
    const api = new MemoryApiClient()
      .on(`PUT ${API_PATH}`, () => ({ ok: { chapterPath: COURSE.slice(1), learnedAt: "2026-11-22T10:00:00.000Z" } }))
      .on(`DELETE ${API_PATH}`, () => ({ ok: null }));
    const marks = memoryAccountContainer({ api }).resolve(ChapterMarks);
    expect((await marks.set(COURSE, true))._unsafeUnwrap()).toBe(true);
    expect((await marks.set(COURSE, false))._unsafeUnwrap()).toBe(false);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT ${API_PATH}`, `DELETE ${API_PATH}`]);

    const refusing = new MemoryApiClient().on(`PUT ${API_PATH}`, () => ({ fail: httpFailure(403, "PremiumRequired") }));
    expect(
      (await memoryAccountContainer({ api: refusing }).resolve(ChapterMarks).set(COURSE, true))._unsafeUnwrapErr(),
    ).toEqual({
      type: "PremiumRequired",
    });
    const failing = new MemoryApiClient().on(`PUT ${API_PATH}`, () => ({ fail: httpFailure(500, "InternalError") }));
    expect(
      (await memoryAccountContainer({ api: failing }).resolve(ChapterMarks).set(COURSE, true))._unsafeUnwrapErr(),
    ).toEqual({
      type: "Unavailable",
    });
    expect(
      (await memoryAccountContainer({ cookie: null }).resolve(ChapterMarks).set(COURSE, true))._unsafeUnwrapErr(),
    ).toEqual({
      type: "NotLoggedIn",
    });
    expect((await marks.set("/x y", true))._unsafeUnwrapErr()).toEqual({ type: "ChapterNotFound" });
  });
});
