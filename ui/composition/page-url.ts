// The page a request is for. React Router's data requests (client navigations, form posts with
// JavaScript) ask for `/path.data?…&_routes=…` (`/_root.data` for `/`, `/dir/_.data` for `/dir/`):
// rules that look at the path (locale on /reset, profile-check skips, redirects back) need the page's own URL.

export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}

/** The page's path and query, e.g. to come back to it after a form. */
export function pageHref(request: Request): string {
  const url = pageUrl(request);
  return `${url.pathname}${url.search}`;
}
