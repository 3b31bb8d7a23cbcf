// A part of a document page in a chunk of its own (a course page does not download the quiz player, a quiz page
// not the flashcards' scheduler): docs/decisions/012. Unlike a plain React.lazy, the part is in the server render
// from the first request on, inline in the HTML (a page is readable without JavaScript): the server loads its
// module when this file is evaluated, at start-up, and renders it directly. In the browser the Suspense boundary
// keeps the server's HTML on screen until the chunk arrives, then hydrates it; on a client navigation it shows
// nothing until then.
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from "react";

export function serverRenderedPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | null = null;
  const remember = (component: ComponentType<P>) => {
    loaded = component;
    return component;
  };
  if (typeof window === "undefined") void load().then(remember);
  const Lazy = lazy(() => load().then((component) => ({ default: remember(component) })));
  return function Part(props: P) {
    return <Suspense fallback={null}>{createElement(loaded ?? Lazy, props)}</Suspense>;
  };
}
