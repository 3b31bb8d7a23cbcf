// A client that leaves during a streamed server render (a tab closed, a connection cut) must not end the server: the
// cancelled response destroyed the render's stream with an AbortError nobody listened to, and the process ended
// (ui/entry.server.tsx; found by the bench, docs/decisions/024, addendum on the bench).
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { ONE_VIEWPORT } from "./support/viewports.ts";

// `?lang=fr` keeps the page out of the render cache (its answer sets a cookie): rendered and streamed each time.
const STREAMED = "/revisions/terminale/maths/calcul-integral?lang=fr";

/** Asks for the page on a socket of its own and closes it once the first bytes of the answer arrived. */
function leaveMidStream(origin: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin.port), origin.hostname, () => {
      // Gzip, as browsers ask: the compressed answer is the one whose cancellation ended the process.
      socket.write(
        `GET ${STREAMED} HTTP/1.1\r\nHost: ${origin.host}\r\nAccept-Language: fr-FR\r\nAccept-Encoding: gzip\r\n\r\n`,
      );
    });
    socket.once("data", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", reject);
  });
}

test.describe("a client leaving mid-stream", ONE_VIEWPORT, () => {
  test("leaves the server answering", async ({ baseURL, request }) => {
    const origin = new URL(baseURL!);
    for (let i = 0; i < 5; i += 1) await leaveMidStream(origin);
    // The renders left behind go on (or stop) in the server; it still answers, pages included.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await request.get("/api/health")).status()).toBe(200);
    expect((await request.get(STREAMED)).status()).toBe(200);
  });
});
