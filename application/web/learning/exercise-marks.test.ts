import { describe, expect, it } from "vitest";
import { memoryAccountContainer } from "../../../adapters/memory/memory-account-fixtures.ts";
import { httpFailure, MemoryApiClient } from "../../../adapters/memory/memory-api-client.ts";
import { ExerciseMarks } from "./exercise-marks.ts";

const BANK = "/revisions/lycee/terminale/maths/exercices-suites-numeriques";
const API_PATH = "/progress/exercise-marks/revisions/lycee/terminale/maths/exercices-suites-numeriques";

const bankProgress = (toReview: { id: string; title: string }[]) => ({
  path: BANK.slice(1),
  title: "Exercices corrigés : suites numériques",
  subject: "maths",
  done: 2,
  succeeded: 2 - toReview.length,
  total: 4,
  toReview,
  lastMarkedAt: "2026-11-25T09:00:00.000Z",
});

describe("ExerciseMarks (a bank's marks on the member's account)", () => {
  it("reads a member's marks, and nothing for a visitor, a bad path or a failure", async () => {
    const api = new MemoryApiClient().on(`GET ${API_PATH}`, () => ({
      ok: { bankPath: BANK.slice(1), marks: { recurrence: "success", seuil: "review" } },
    }));
    expect((await memoryAccountContainer({ api }).resolve(ExerciseMarks).ofBank(BANK))._unsafeUnwrap()).toEqual({
      recurrence: "success",
      seuil: "review",
    });
    const visitor = memoryAccountContainer({ cookie: null });
    expect((await visitor.resolve(ExerciseMarks).ofBank(BANK))._unsafeUnwrap()).toBeNull();
    expect(visitor.api.calls).toHaveLength(0);
    expect(
      (await memoryAccountContainer({ api }).resolve(ExerciseMarks).ofBank("/Bad Path!"))._unsafeUnwrap(),
    ).toBeNull();
    const broken = new MemoryApiClient().on(`GET ${API_PATH}`, () => ({ fail: httpFailure(503, "InternalError") }));
    expect(
      (await memoryAccountContainer({ api: broken }).resolve(ExerciseMarks).ofBank(BANK))._unsafeUnwrap(),
    ).toBeNull();
  });

  it("sends a mark with PUT and names the API's refusals", async () => {
    const api = new MemoryApiClient().on(`PUT ${API_PATH}`, () => ({
      ok: { bankPath: BANK.slice(1), marks: { seuil: "success" } },
    }));
    const marks = memoryAccountContainer({ api }).resolve(ExerciseMarks);
    expect((await marks.mark(BANK, "seuil", "success"))._unsafeUnwrap()).toEqual({ seuil: "success" });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PUT", API_PATH, { exerciseId: "seuil", mark: "success" }],
    ]);

    const refusing = new MemoryApiClient().on(`PUT ${API_PATH}`, () => ({
      fail: httpFailure(404, "ExerciseNotFound"),
    }));
    expect(
      (
        await memoryAccountContainer({ api: refusing }).resolve(ExerciseMarks).mark(BANK, "x", "review")
      )._unsafeUnwrapErr(),
    ).toEqual({ type: "ExerciseNotFound" });
    const visitor = memoryAccountContainer({ cookie: null });
    expect((await visitor.resolve(ExerciseMarks).mark(BANK, "seuil", "review"))._unsafeUnwrapErr()).toEqual({
      type: "NotLoggedIn",
    });
    expect(visitor.api.calls).toHaveLength(0);
  });

  it("lists only the banks with exercises to redo, and none when the API fails", async () => {
    const api = new MemoryApiClient().on("GET /progress/exercise-banks", () => ({
      ok: {
        banks: [bankProgress([{ id: "seuil", title: "Un seuil" }]), { ...bankProgress([]), path: "revisions/x/y" }],
      },
    }));
    const banks = (await memoryAccountContainer({ api }).resolve(ExerciseMarks).toRedo("en"))._unsafeUnwrap();
    expect(banks.map((bank) => bank.path)).toEqual([BANK.slice(1)]);
    expect(api.calls[0]?.query).toEqual({ locale: "en" });
    const broken = new MemoryApiClient().on("GET /progress/exercise-banks", () => ({
      fail: httpFailure(500, "InternalError"),
    }));
    expect((await memoryAccountContainer({ api: broken }).resolve(ExerciseMarks).toRedo("fr"))._unsafeUnwrap()).toEqual(
      [],
    );
  });
});
