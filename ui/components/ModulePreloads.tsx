// Page weight (docs/decisions/012-page-weight.md): the page's modules are preloaded at low priority, so that on a
// slow connection the HTML and its render-blocking stylesheets get the network first; the page is server-rendered
// and readable meanwhile, and hydrates once its modules are in. React Router's <Scripts/> announces the same
// modules afterwards, at default priority: the browser fetches each module once, at the priority of its first link.
import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from "react-router";

/** The server render's first module preloads (rendered in <head>; nothing in the browser, which hydrates by then). */
export function LowPriorityModulePreloads() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (!framework || typeof document !== "undefined") return null;
  // The response's CSP nonce (issue 14): under 'strict-dynamic' a module preload without it is refused.
  const { manifest, nonce } = framework;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  return (
    <>
      {[...hrefs].map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />
      ))}
    </>
  );
}
