// @vitest-environment happy-dom
// Parts of the chrome whose code comes at the deferred start (ADR 032, addendum "Session 8"): nothing of them before
// it, the part once it is there; the server's HTML of a part hydrated later kept until then; a click React dropped
// on a part not hydrated yet replayed once it is, and only then.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let start: () => void = () => {};
vi.mock("../../composition/deferred-start.ts", () => ({
  whenDeferredStart: () => started,
}));
let started: Promise<void>;

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

beforeEach(() => {
  started = new Promise<void>((resolve) => (start = resolve));
  vi.resetModules();
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("deferredPart", () => {
  it("renders nothing until the deferred start, then the part, loaded then", async () => {
    const { deferredPart } = await import("./deferred-part.tsx");
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = deferredPart(load);
    render(<Part name="Léa" />);
    await act(async () => {});
    expect(screen.queryByText(/Bonjour/)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await act(async () => start());
    expect(await screen.findByText("Bonjour Léa")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves the part out, not the page, when its chunk cannot load", async () => {
    const { deferredPart } = await import("./deferred-part.tsx");
    const Part = deferredPart<{ name: string }>(() => Promise.reject(new Error("Failed to fetch")));
    render(
      <div>
        page <Part name="Léa" />
      </div>,
    );
    await act(async () => start());
    await act(async () => {});
    expect(document.body.textContent).toBe("page ");
  });
});

describe("hydratedAtDeferredStart", () => {
  it("loads the part at the deferred start, or before when the pointer comes over its HTML", async () => {
    const { hydratedAtDeferredStart } = await import("./deferred-part.tsx");
    document.body.innerHTML = '<nav class="menus"><button type="button">Lycée</button></nav>';
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = hydratedAtDeferredStart(load, { approach: ".menus" });
    const host = document.createElement("div");
    document.body.append(host);
    render(<Part name="Léa" />, { container: host });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    document.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Bonjour Léa")).toBeTruthy();
  });
});

describe("approachWatch", () => {
  /** React on a part not hydrated: stops the click on its way down (a capture listener of the document). */
  function dropClicksOnTheWayDown(): () => void {
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener("click", stop, { capture: true });
    return () => document.removeEventListener("click", stop, { capture: true });
  }

  it("replays on the same button, once the part is hydrated, a click React dropped", async () => {
    const { approachWatch } = await import("./deferred-part.tsx");
    document.body.innerHTML = '<nav class="menus"><button type="button"><span>Lycée</span></button></nav>';
    const button = document.querySelector("button")!;
    const watch = approachWatch(".menus");
    let approached = false;
    void watch.approached.then(() => (approached = true));
    const stopDropping = dropClicksOnTheWayDown();
    document.querySelector("span")!.click();
    stopDropping();
    await Promise.resolve();
    expect(approached).toBe(true);

    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    vi.useFakeTimers();
    try {
      watch.flush();
      expect(clicks).not.toHaveBeenCalled(); // after the current event, not inside it
      vi.runAllTimers();
      expect(clicks).toHaveBeenCalledTimes(1);
      // Watching ends with the flush: a later click is the page's own.
      button.click();
      vi.runAllTimers();
      expect(clicks).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("replays nothing when the click came back up to the window (React handled it: the part was in time)", async () => {
    const { approachWatch } = await import("./deferred-part.tsx");
    document.body.innerHTML =
      '<nav class="menus"><button type="button">Lycée</button></nav><button id="other">x</button>';
    const button = document.querySelector<HTMLButtonElement>(".menus button")!;
    const watch = approachWatch(".menus");
    button.click();
    document.querySelector<HTMLButtonElement>("#other")!.click(); // outside the part: not kept either
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    vi.useFakeTimers();
    try {
      watch.flush();
      vi.runAllTimers();
      expect(clicks).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds a link clicked before the part is hydrated and clicks it again once it is (the router's navigation)", async () => {
    const { approachWatch } = await import("./deferred-part.tsx");
    document.body.innerHTML = '<footer class="foot"><a href="/mentions-legales">Mentions légales</a></footer>';
    const link = document.querySelector("a")!;
    const watch = approachWatch(".foot");
    const seen: boolean[] = [];
    // The page's own handler (the router's, once hydrated): records whether the default was already held.
    link.addEventListener("click", (event) => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    });
    link.click();
    expect(seen).toEqual([true]); // held: no document load while the part comes
    vi.useFakeTimers();
    try {
      watch.flush();
      vi.runAllTimers();
      expect(seen).toEqual([true, false]); // clicked again, hydrated: the router's to handle
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads the held link's page as a document when the part does not come in time", async () => {
    const { approachWatch, LINK_REPLAY_WAIT_MS } = await import("./deferred-part.tsx");
    document.body.innerHTML =
      '<footer class="foot"><a href="/jobs">Jobs</a><a href="/faq" target="_blank">FAQ</a></footer>';
    const assign = vi.fn();
    const location = vi
      .spyOn(window, "location", "get")
      .mockReturnValue({ ...window.location, assign, origin: window.location.origin });
    vi.useFakeTimers();
    try {
      approachWatch(".foot");
      const other = document.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
      const otherClick = new MouseEvent("click", { bubbles: true, cancelable: true });
      other.addEventListener("click", (event) => event.preventDefault()); // no new tab in the test
      other.dispatchEvent(otherClick);
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      document.querySelector("a")!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      vi.advanceTimersByTime(LINK_REPLAY_WAIT_MS - 1);
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(assign).toHaveBeenCalledWith(document.querySelector("a")!.href);
    } finally {
      vi.useRealTimers();
      location.mockRestore();
    }
  });
});
