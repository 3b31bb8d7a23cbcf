// A text of a document as the importer rendered it (docs/decisions/013): sanitized HTML from the document's
// Markdown, formulas already typeset by KaTeX, document links already mapped to site routes (toDocument).
// Nothing is parsed here and no Markdown or KaTeX code reaches the browser. The HTML never comes from a
// visitor: only from content/, through the importer's sanitizer.
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { ContentHtml as Html } from "../../../application/web/content/content-document.ts";
import { useHydrated } from "./hydrated.ts";

// Listening blocks (issue 27): their players load only on a page that has one, once it runs in the browser.
const ListeningIslands = lazy(() => import("./listening/ListeningIslands.tsx").then((module) => ({ default: module.ListeningIslands })));

export interface ContentHtmlProps {
  html: Html;
  /** One-line texts (quiz choices, card fronts): a <span> instead of a <div>. */
  inline?: boolean;
  className?: string;
  id?: string;
  /** The page's document body (PageBodyHtml finds it by this mark in the server's HTML). */
  pageBody?: boolean;
}

/** A plain left click on a link to this site, which the router can follow without reloading the page. */
function siteLinkOf(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute("download")) return null;
  const href = link.getAttribute("href") ?? "";
  return href.startsWith("/") && !href.startsWith("//") ? href : null;
}

export function ContentHtml({ html, inline = false, className, id, pageBody = false }: ContentHtmlProps) {
  const navigate = useNavigate();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const placeholders = html.includes("data-listening=");
  const listening = hydrated && placeholders;
  // Links inside the HTML are plain <a>: a click on one to this site becomes a client-side navigation,
  // as a <Link> would (keyboard activation fires the same click). Without JavaScript they work as links.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const to = siteLinkOf(event);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
  const Tag = inline ? "span" : "div";
  return (
    <>
      <Tag
        // A text with listening placeholders gets a new element when it changes: its ref then names the element once
        // its new HTML is in, which is what the players are put into.
        key={placeholders ? html : undefined}
        ref={setRoot}
        id={id}
        className={className}
        data-page-body={pageBody ? "" : undefined}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {listening && root ? (
        <Suspense fallback={null}>
          <ListeningIslands root={root} html={html} />
        </Suspense>
      ) : null}
    </>
  );
}
