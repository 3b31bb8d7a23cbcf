// Page weight and render speed (docs/decisions/033-modules-after-first-paint.md): no JavaScript is fetched before the
// page's first paint. React Router's <Scripts/> writes module preloads and an inline module script whose static
// imports start every fetch as soon as the parser meets them; on a slow connection those downloads share the network
// with the HTML and its stylesheets. The server render's document is rewritten once, as it leaves: the module
// preloads leave the HTML, and the module script becomes a small classic script that, right after the first paint
// (or at once in a hidden tab), adds the same preloads and the same module script (same source, same nonce). The
// page is server-rendered and readable meanwhile; it hydrates exactly as before, one frame later.
import { Transform } from "node:stream";

/** React Router's inline module script: its opening tag (the CSP nonce first when there is one, as React writes it). */
const MODULE_SCRIPT_OPEN = /^<script((?: nonce="[^"]*")?)$/;
/** A module preload link (React Router's <Scripts/> writes one per module of the page; React puts them in the head). */
const MODULE_PRELOAD = /^<link rel="modulepreload" href="([^"]+)"[^>]*\/>$/;
const SCRIPT_TAG = Buffer.from("<script");
const SCRIPT_START = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");
const PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const TAG_END = 0x3e; // ">"

/** A JSON value written inside an inline script: no `</script>`, no `<!--`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Starts the page's modules after the first paint: requestAnimationFrame runs just before the first frame (never
 * while a render-blocking stylesheet is still loading), the timeout right after it. A hidden tab paints nothing
 * (no frame): it starts at once, or when it is hidden. The preloads keep the page's modules fetched side by side.
 */
const LOADER = `(function(s,p,c){var d=document,n=s.nonce,g=0;function go(){if(g)return;g=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=c;d.head.appendChild(m)}if(d.hidden)go();else{d.addEventListener("visibilitychange",go,{once:true});requestAnimationFrame(function(){setTimeout(go,0)})}})`;

/**
 * The document (its bytes) with its modules started after the first paint, as pieces to send in order; null when it
 * holds no React Router module script (then it is sent unchanged). Only the tags it rewrites are
 * decoded: the rest of the page (a course's body is most of its 200 kB) passes as the bytes React wrote, never
 * decoded and encoded again (issue 14, the uncached course render: docs/decisions/032, addendum).
 */
export function modulesAfterFirstPaintBytes(bytes: Buffer): Buffer[] | null {
  const script = moduleScript(bytes);
  if (!script) return null;
  const pieces: Buffer[] = [];
  const preloads = new Set<string>();
  let kept = 0;
  for (let at = bytes.indexOf(PRELOAD_START); at >= 0 && at < script.start; at = bytes.indexOf(PRELOAD_START, at + 1)) {
    const end = bytes.indexOf(TAG_END, at);
    if (end < 0 || end >= script.start) break;
    const link = MODULE_PRELOAD.exec(bytes.toString("utf8", at, end + 1));
    if (!link) continue;
    preloads.add(link[1]!);
    pieces.push(bytes.subarray(kept, at));
    kept = end + 1;
    at = end;
  }
  pieces.push(bytes.subarray(kept, script.start));
  const loader = `<script${script.nonceAttribute}>${LOADER}(document.currentScript,${scriptJson([...preloads])},${scriptJson(script.source)})</script>`;
  pieces.push(Buffer.from(loader, "utf8"), bytes.subarray(script.end));
  return pieces;
}

/** The first React Router module script of the page: where it starts and ends, its nonce attribute and its source. */
function moduleScript(bytes: Buffer): { start: number; end: number; nonceAttribute: string; source: string } | null {
  for (let at = bytes.indexOf(SCRIPT_START); at >= 0; at = bytes.indexOf(SCRIPT_START, at + 1)) {
    const start = bytes.lastIndexOf(SCRIPT_TAG, at);
    const open = start < 0 ? null : MODULE_SCRIPT_OPEN.exec(bytes.toString("utf8", start, at));
    if (!open) continue;
    const sourceStart = at + SCRIPT_START.length;
    const close = bytes.indexOf(SCRIPT_END, sourceStart);
    if (close < 0) return null;
    return {
      start,
      end: close + SCRIPT_END.length,
      nonceAttribute: open[1] ?? "",
      source: bytes.toString("utf8", sourceStart, close),
    };
  }
  return null;
}

/**
 * A stream that holds the start of the document until React Router's module script has passed, rewrites it with
 * `modulesAfterFirstPaintBytes`, and lets the rest through as it comes (React's streamed parts follow the shell).
 */
export function modulesAfterFirstPaintStream(): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  /** The last bytes searched (a marker may be cut between two chunks) and the state of the search. */
  let tail = Buffer.alloc(0);
  let inScript = false;
  let passing = false;
  const release = (stream: Transform, end: number) => {
    const all = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    passing = true;
    const start = all.subarray(0, end);
    const pieces = modulesAfterFirstPaintBytes(start);
    stream.push(pieces ? Buffer.concat(pieces) : start);
    if (end < all.length) stream.push(all.subarray(end));
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      if (passing) {
        callback(null, bytes);
        return;
      }
      held.push(bytes);
      heldBytes += bytes.length;
      // Search the new bytes only, with the end of the previous ones (absolute offset of the window: windowAt).
      let window = Buffer.concat([tail, bytes]);
      let windowAt = heldBytes - window.length;
      if (!inScript) {
        const found = window.indexOf(SCRIPT_START);
        if (found >= 0) {
          inScript = true;
          window = window.subarray(found);
          windowAt += found;
        }
      }
      const end = inScript ? window.indexOf(SCRIPT_END) : -1;
      if (end >= 0) release(this, windowAt + end + SCRIPT_END.length);
      else tail = window.subarray(Math.max(0, window.length - SCRIPT_START.length));
      callback();
    },
    flush(callback) {
      if (!passing && heldBytes > 0) release(this, heldBytes);
      callback();
    },
  });
}
