// Issue 14: the Content-Security-Policy and Permissions-Policy of every page.
//
// Scripts: only those carrying the response's nonce (React Router's and React's own inline scripts, the module
// entry) and what they load ('strict-dynamic': the lazy chunks, the tag manager, Turnstile). No plugin, no <base>.
// Styles: this site's stylesheets (the app's and KaTeX's, bundled) and inline style attributes: KaTeX's formula
// HTML, rendered at import, positions glyphs with `style="…"`, and a few components set CSS variables the same way.
// A nonce cannot cover attributes, so 'unsafe-inline' stays for styles; an injected style can restyle a page but
// not run code. Frames: only this site may frame a page (Turnstile's widget is a frame *in* the page, not
// restricted here). Workers: the service worker and any worker come from this site.
import { randomBytes } from "node:crypto";

/** Random bytes drawn from the system's generator 4 KiB at a time (one call per 256 nonces instead of one each). */
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh nonce for one response (128 random bits, base64: always 24 characters). */
export function newNonce(): string {
  if (poolOffset + 16 > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

/** The directives after script-src, the same for every page (joined once: a cached page's answer is built often). */
const OTHER_DIRECTIVES = [
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self'",
].join("; ");

/** The Content-Security-Policy of a page rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'; ${OTHER_DIRECTIVES}`;
}

/** Browser features no page of the site uses: refused to the page and to any frame in it. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");
