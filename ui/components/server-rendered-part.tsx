// A part of a document page in a chunk of its own (a course page does not download the quiz player, a quiz page
// not the flashcards' scheduler): docs/decisions/012. The part is inline in the server's HTML (a page is readable
// without JavaScript): the server loads its module when this file is evaluated, at start-up, and renders it
// directly. No Suspense boundary: React outlines a large completed boundary behind a script (its content hidden
// without JavaScript), and none is needed: in the browser the hydration waits, the server's HTML on screen, until
// the chunk arrives, and a client navigation (a transition) keeps the previous page until then.
import { createElement, lazy, type ComponentType, type ReactNode } from "react";

export function serverRenderedPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | null = null;
  const remember = (component: ComponentType<P>) => {
    loaded = component;
    return component;
  };
  if (typeof window === "undefined") void load().then(remember);
  const Lazy = lazy(() => load().then((component) => ({ default: remember(component) })));
  return function Part(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}
