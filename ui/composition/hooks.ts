// How components reach use cases. In the browser, one container per page load (browser-container.ts), loaded
// lazily so that tsyringe, ofetch and the adapters stay out of the first script. The server render, Storybook and
// tests provide theirs with <UseCaseContainerProvider>: the request's container (entry.server.tsx), in-memory
// adapters (stories, tests).
//   const flow = useUseCase(NewsletterPopupFlow);          // in a lazily-rendered component (suspends once)
//   const load = useLazyUseCase(() => import("…").then((m) => m.StartChromeRuntime)); // from eager code
import {
  createContext,
  createElement,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from "react";
import type { DependencyContainer, InjectionToken } from "tsyringe";
import {
  forceChunkReload,
  reloadAfterChunkError,
  type ChunkReloadPorts,
} from "../../application/web/chrome/chunk-reload.ts";
import { LocationReloader, SystemClock } from "../../adapters/web/browser/browser-runtime.ts";
import { WebStorage } from "../../adapters/web/storage/web-storage.ts";
import { useAppContext } from "./app-context.tsx";
import { whenDeferredStart } from "./deferred-start.ts";
import type { WebConfig } from "./context.ts";

const ProvidedContainer = createContext<DependencyContainer | null>(null);

/**
 * Gives the components below a container of their own: the request's during the server render (entry.server.tsx),
 * in-memory adapters in Storybook and tests.
 */
export function UseCaseContainerProvider({
  container,
  children,
}: {
  container: DependencyContainer;
  children: ReactNode;
}) {
  return createElement(ProvidedContainer.Provider, { value: container }, children);
}

/** A promise React's `use` reads at once (no suspension) because it is marked as already fulfilled. */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };
function fulfilled<T>(value: T): Promise<T> {
  const promise: TrackedPromise<T> = Promise.resolve(value);
  promise.status = "fulfilled";
  promise.value = value;
  return promise;
}

const viewer = { loggedIn: false };
let browserPromise: Promise<DependencyContainer> | null = null;
const providedPromises = new WeakMap<DependencyContainer, Promise<DependencyContainer>>();

function loadBrowserContainer(config: WebConfig, loggedIn: boolean): Promise<DependencyContainer> {
  if (!browserPromise) {
    viewer.loggedIn = loggedIn;
    browserPromise = import("./browser-container.ts").then((module) =>
      module.createBrowserContainer({ config, loggedIn: () => viewer.loggedIn }),
    );
  }
  return browserPromise;
}

function containerFor(
  provided: DependencyContainer | null,
  config: WebConfig,
  loggedIn: boolean,
): Promise<DependencyContainer> {
  if (provided) {
    let promise = providedPromises.get(provided);
    if (!promise) providedPromises.set(provided, (promise = fulfilled(provided)));
    return promise;
  }
  return loadBrowserContainer(config, loggedIn);
}

/** Keeps the viewer the API client's §8 policy reads up to date (401 refresh only when logged in). */
function useViewer(loggedIn: boolean): void {
  useEffect(() => {
    viewer.loggedIn = loggedIn;
  }, [loggedIn]);
}

/** The container of this tree: the provided one, else the browser session's (loaded now if not yet). */
export function useContainerPromise(): Promise<DependencyContainer> {
  const provided = useContext(ProvidedContainer);
  const { config, session } = useAppContext();
  useViewer(session.loggedIn);
  return containerFor(provided, config, session.loggedIn);
}

/** A use case (or any registered port) for a component; suspends once while the browser container loads. */
export function useUseCase<T>(token: InjectionToken<T>): T {
  const container = use(useContainerPromise());
  return useMemo(() => container.resolve(token), [container, token]);
}

/**
 * From eager code: a function resolving a use case whose module is imported only when first needed. Nothing is
 * loaded before the function is called; in the browser, not before the deferred start either (first interaction,
 * or 3 s after the load event: deferred-start.ts), so work started at mount stays out of the page's first load.
 */
export function useLazyUseCase<T>(load: () => Promise<InjectionToken<T>>): () => Promise<T> {
  const provided = useContext(ProvidedContainer);
  const { config, session } = useAppContext();
  useViewer(session.loggedIn);
  const loader = useRef(load); // a module import: the first one given is the one used
  const loggedIn = session.loggedIn;
  return useCallback(
    () =>
      (provided ? Promise.resolve() : whenDeferredStart())
        .then(() => Promise.all([containerFor(provided, config, loggedIn), loader.current()]))
        .then(([c, token]) => c.resolve(token)),
    [provided, config, loggedIn],
  );
}

// §4/§8 "Missing code chunk": wired in the first script (a lazy chunk may be what failed to load).
function chunkReloadPorts(): ChunkReloadPorts {
  return { storage: new WebStorage(), clock: new SystemClock(), page: new LocationReloader() };
}

/** §4/§8: one forced reload, at most once per 60 s, when a code chunk fails to load anywhere in the page. */
export function useChunkReloadGuard(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (forceChunkReload(chunkReloadPorts())) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      reloadAfterChunkError(reason instanceof Error ? reason.message : String(reason), chunkReloadPorts());
    };
    const onError = (event: ErrorEvent) => {
      reloadAfterChunkError(event.message ?? "", chunkReloadPorts());
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("error", onError);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("error", onError);
    };
  }, []);
}

/** §4/§8: the error boundary's check: a route module that failed to load reloads the page (once per 60 s). */
export function useChunkErrorReload(error: unknown): void {
  useEffect(() => {
    const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
    if (message) reloadAfterChunkError(message, chunkReloadPorts());
  }, [error]);
}
