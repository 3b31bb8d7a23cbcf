// §3 "Browser storage" in the browser: window.localStorage and window.sessionStorage. Storage can be disabled
// or full (private browsing, quotas): reads then answer null and writes are dropped, never an exception.
import type { StorageArea } from "../../../domain/popins/effects.ts";
import type { BrowserStorage } from "../../../application/web/chrome/ports.ts";

export class WebStorage implements BrowserStorage {
  constructor(private readonly scope: { localStorage: Storage; sessionStorage: Storage } = window) {}

  private area(area: StorageArea): Storage | null {
    try {
      return area === "local" ? this.scope.localStorage : this.scope.sessionStorage;
    } catch {
      return null; // access itself throws when storage is blocked
    }
  }
  get(area: StorageArea, key: string): string | null {
    try {
      return this.area(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }
  set(area: StorageArea, key: string, value: string): void {
    try {
      this.area(area)?.setItem(key, value);
    } catch {
      // quota exceeded or storage disabled: the value lives for this page only through the caller's state
    }
  }
  remove(area: StorageArea, key: string): void {
    try {
      this.area(area)?.removeItem(key);
    } catch {
      // storage disabled
    }
  }
}
