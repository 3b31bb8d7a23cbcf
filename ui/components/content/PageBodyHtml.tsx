// A document's body sent once per page. On a document request the loader keeps the body's HTML out of its data
// (content-data.server.ts: it would be sent a second time, escaped, for hydration: ~290 kB of a long course) and
// the server render takes it from this context; the browser hydrates with the HTML already in the page. Client
// navigations get the HTML in their data as before.
import { createContext, useContext, useState } from "react";
import { ContentHtml } from "./ContentHtml.tsx";

/** Server render only: the bodies kept out of this request's loader data, by document path. */
export const ServerBodyHtml = createContext<ReadonlyMap<string, string>>(new Map());

const SELECTOR = "[data-page-body]";

/** The page body's HTML as the server sent it (read in the browser). */
const fromPage = () => (typeof document === "undefined" ? "" : (document.querySelector(SELECTOR)?.innerHTML ?? ""));

export function PageBodyHtml({ path, className }: { path: string; className?: string }) {
  const kept = useContext(ServerBodyHtml).get(path);
  // Read from the page once per path: later the body holds what hydrated into it (the listening players), and a
  // second read would set that markup back as dead HTML.
  const [read, setRead] = useState(() => ({ path, html: kept ?? fromPage() }));
  if (kept === undefined && read.path !== path) setRead({ path, html: fromPage() });
  const html = kept ?? (read.path === path ? read.html : "");
  return <ContentHtml className={className} html={html} pageBody />;
}
