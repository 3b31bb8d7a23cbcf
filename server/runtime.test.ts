// Issue 14: a request body trickled slowly is cut after the request timeout (raw socket, like a slow-loris client).
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer } from "./runtime.ts";

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function listen(requestTimeoutMs: number): Promise<number> {
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("read"));
  }, requestTimeoutMs);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return (server.address() as AddressInfo).port;
}

/** Sends headers announcing a body, then one byte every 100 ms; resolves with what the server answered and when. */
function trickle(port: number, giveUpMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /api/auth/local HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n",
      );
    });
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write("x");
    }, 100);
    const done = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
      done();
    }, giveUpMs);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", done);
    socket.on("error", () => undefined);
  });
}

describe("issue 14: request timeout", () => {
  it("cuts a body trickled slower than the timeout with 408", async () => {
    const port = await listen(1_000);
    const { answer, closedAfterMs } = await trickle(port, 6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4_000);
  });
});
