// @vitest-environment happy-dom
// §9 link prefetch: which links are watched, from when, with which threshold, and when nothing is watched at all.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchVisibleLinks } from "./LinkPrefetch.tsx";

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** A stand-in IntersectionObserver that records what it watches and lets the test bring elements into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: Callback,
    readonly options: { threshold?: number },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** Like the browser: only an element still watched is reported. */
  show(...elements: Element[]) {
    const entries = elements.filter((element) => this.watched.has(element));
    if (entries.length > 0) this.callback(entries.map((target) => ({ isIntersecting: true, target })));
  }
}

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  a.href = href;
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.textContent = href;
  document.body.append(a);
  return a;
}

describe("§9 link prefetch of visible links", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.last = null;
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.stubGlobal("requestIdleCallback", undefined);
    setConnection(undefined);
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/revisions");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setConnection(undefined);
  });

  it("watches this site's other pages from 10% in view, once the browser is idle (at the latest after 2000 ms)", () => {
    const course = link("/bac/maths");
    const guide = link("/orientation/parcoursup");
    const commerce = link("/premium?country=SN");
    const here = link("/revisions");
    const outside = link("https://example.org/bac");
    const newTab = link("/blog", { target: "_blank" });
    const file = link("/fiche.pdf", { download: "" });
    const api = link("/api/health");
    const seen: string[] = [];
    watchVisibleLinks((page) => seen.push(page));

    vi.advanceTimersByTime(1999);
    expect(FakeObserver.last).toBeNull();
    vi.advanceTimersByTime(1);
    const observer = FakeObserver.last!;
    expect(observer.options.threshold).toBe(0.1);
    expect([...observer.watched]).toEqual([course, guide]);
    for (const ignored of [commerce, here, outside, newTab, file, api])
      expect(observer.watched.has(ignored)).toBe(false);

    observer.show(course);
    observer.show(course);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["/bac/maths"]);
    observer.show(guide);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["/bac/maths", "/orientation/parcoursup"]);
  });

  it("hands over the pages of links seen together one per task, in order, each once (ADR 038)", () => {
    const links = [link("/bac/maths"), link("/bac/francais"), link("/bac/maths"), link("/brevet")];
    const seen: string[] = [];
    watchVisibleLinks((page) => seen.push(page));
    vi.advanceTimersByTime(2000);
    FakeObserver.last!.show(...links);
    expect(seen).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["/bac/maths"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["/bac/maths", "/bac/francais"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["/bac/maths", "/bac/francais", "/brevet"]);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(3);
  });

  it("with idle callbacks, hands over one page per idle callback", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn((run: () => void) => idle.push(run)),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const links = [link("/bac/maths"), link("/brevet")];
    const seen: string[] = [];
    watchVisibleLinks((page) => seen.push(page));
    idle.shift()!();
    FakeObserver.last!.show(...links);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(seen).toEqual(["/bac/maths"]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(seen).toEqual(["/bac/maths", "/brevet"]);
    expect(idle).toHaveLength(0);
  });

  it("stops: the pages still waiting are not handed over once the page is left", () => {
    const links = [link("/bac/maths"), link("/brevet")];
    const seen: string[] = [];
    const stop = watchVisibleLinks((page) => seen.push(page));
    vi.advanceTimersByTime(2000);
    FakeObserver.last!.show(...links);
    vi.advanceTimersToNextTimer();
    stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(["/bac/maths"]);
  });

  it("uses the browser's idle callback with the 2000 ms time-out when there is one", () => {
    link("/bac");
    const idle = vi.fn((run: () => void, _options: { timeout: number }) => {
      run();
      return 1;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    watchVisibleLinks(() => {});
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 2000 });
    expect(FakeObserver.last?.watched.size).toBe(1);
  });

  it("watches nothing on 2g, slow-2g or with data saver", () => {
    link("/bac");
    for (const connection of [{ effectiveType: "2g" }, { effectiveType: "slow-2g" }, { saveData: true }]) {
      setConnection(connection);
      watchVisibleLinks(() => {});
      vi.advanceTimersByTime(5000);
      expect(FakeObserver.last, JSON.stringify(connection)).toBeNull();
    }
  });

  it("stops: no watching after the page is left", () => {
    link("/bac");
    const stop = watchVisibleLinks(() => {});
    stop();
    vi.advanceTimersByTime(5000);
    expect(FakeObserver.last).toBeNull();
  });
});
