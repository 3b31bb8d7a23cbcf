// The part of the Reflect metadata API the browser bundle needs (≈0.3 KB instead of the 3.8 KB of the
// reflect-metadata package): TypeScript's decorator metadata (Reflect.metadata) and what tsyringe reads and writes
// (defineMetadata, getMetadata, getOwnMetadata). Installed only where no implementation is present, so the server
// and the tests keep the full package. Imported first by ui/root.tsx: route modules evaluate before the entry.
type PropertyKey = string | symbol | undefined;
type Decorator = (target: object, property?: string | symbol) => void;

const store = new WeakMap<object, Map<PropertyKey, Map<unknown, unknown>>>();

function table(target: object, property: PropertyKey, create: boolean): Map<unknown, unknown> | undefined {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    store.set(target, (byProperty = new Map()));
  }
  let entries = byProperty.get(property);
  if (!entries && create) byProperty.set(property, (entries = new Map()));
  return entries;
}

export const reflectMetadata = {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void {
    table(target, property, true)!.set(key, value);
  },
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown {
    return table(target, property, false)?.get(key);
  },
  /** Own metadata, else the nearest prototype's (a subclass reads its parent's constructor parameters). */
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown {
    for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
      const entries = table(current, property, false);
      if (entries?.has(key)) return entries.get(key);
    }
    return undefined;
  },
  metadata(key: unknown, value: unknown): Decorator {
    return (target, property) => reflectMetadata.defineMetadata(key, value, target, property);
  },
};

const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getMetadata !== "function") Object.assign(reflect, reflectMetadata);
