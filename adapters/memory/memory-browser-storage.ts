// In-memory local and session storage, for use-case tests and Storybook.
import type { StorageArea } from "../../domain/popins/effects.ts";
import type { BrowserStorage } from "../../application/web/chrome/ports.ts";

export class MemoryBrowserStorage implements BrowserStorage {
  readonly areas: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };

  constructor(initial: Partial<Record<StorageArea, Record<string, string>>> = {}) {
    for (const area of ["local", "session"] as const) {
      for (const [key, value] of Object.entries(initial[area] ?? {})) this.areas[area].set(key, value);
    }
  }
  get(area: StorageArea, key: string): string | null {
    return this.areas[area].get(key) ?? null;
  }
  set(area: StorageArea, key: string, value: string): void {
    this.areas[area].set(key, value);
  }
  remove(area: StorageArea, key: string): void {
    this.areas[area].delete(key);
  }
}
