// Calls of the API made by the page, as the product's own calls are (the page's cookies; a write carries the page's
// Origin). Not through `page.request` when a test has spent time in the page since its previous call: past the
// server's keep-alive (5 s, server/runtime.ts), Node's client sends the next request on the connection the server is
// closing (ECONNRESET, seen in --repeat-each runs); a browser retries a request lost that way, Node's client does not.
// The page must show a page of the site (its origin is the API's).
import { expect, type Page } from "@playwright/test";

export interface PageAnswer {
  status: number;
  /** The body as text (a PDF's first bytes are ASCII: "%PDF-"). */
  text: string;
}

export interface PageCall {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  /** Sent as JSON. */
  data?: unknown;
}

export function pageFetch(page: Page, path: string, call: PageCall = {}): Promise<PageAnswer> {
  return page.evaluate(
    async ({ url, method, headers, data }) => {
      const response = await fetch(url, {
        method,
        credentials: "same-origin",
        headers: data === undefined ? headers : { ...headers, "Content-Type": "application/json" },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: path, method: call.method ?? "GET", headers: call.headers ?? {}, data: call.data },
  );
}

/** A JSON answer the test expects with the given status (200 by default). */
export async function pageApi<T>(page: Page, path: string, call: PageCall = {}, status = 200): Promise<T> {
  const answer = await pageFetch(page, path, call);
  expect(answer.status, `${call.method ?? "GET"} ${path}: ${answer.text.slice(0, 200)}`).toBe(status);
  return JSON.parse(answer.text) as T;
}
