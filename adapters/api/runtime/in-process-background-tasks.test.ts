import { describe, expect, it } from "vitest";
import { InProcessBackgroundTasks } from "./in-process-background-tasks.ts";

describe("InProcessBackgroundTasks", () => {
  it("runs work after the caller returns and waits for it on idle()", async () => {
    const done: string[] = [];
    const tasks = new InProcessBackgroundTasks({ debug() {}, info() {}, warn() {}, error() {} });
    tasks.run("a", async () => {
      await new Promise((r) => setTimeout(r, 5));
      done.push("a");
      tasks.run("b", async () => void done.push("b"));
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(["a", "b"]);
  });

  it("logs a failure with the task's name, without throwing at anyone", async () => {
    const errors: unknown[] = [];
    const tasks = new InProcessBackgroundTasks({
      debug() {},
      info() {},
      warn() {},
      error: (m, f) => errors.push([m, f]),
    });
    tasks.run("mail", async () => {
      throw new Error("smtp down\nsecond line");
    });
    await tasks.idle();
    expect(errors).toEqual([["background.failed", { task: "mail", error: "smtp down" }]]);
  });
});
