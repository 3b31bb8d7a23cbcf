// A part hydrated at the deferred start (ADR 032, addendum "Session 8") is in the server's HTML as any other: inline,
// complete, never a fallback; the server render runs without a window (the default environment here).
import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { hydratedAtDeferredStart } from "./deferred-part.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe("hydratedAtDeferredStart on the server", () => {
  it("renders the part inline in a complete boundary once its module is loaded at start-up", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = hydratedAtDeferredStart(load, { approach: ".greeting" });
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    const html = renderToString(<Part name="Léa" />);
    expect(html).toBe("<!--$--><p>Bonjour <!-- -->Léa</p><!--/$-->");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("makes a request that comes before the module wait for it, then writes the part inline", async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Part = hydratedAtDeferredStart(() => arrived.then(() => Greeting));
    const html = await new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <main>
          <Part name="Léa" />
        </main>,
        {
          onShellReady() {
            const out = new PassThrough();
            let text = "";
            out.on("data", (chunk: Buffer) => (text += chunk.toString()));
            out.on("end", () => resolve(text));
            pipe(out);
          },
          onShellError: reject,
        },
      );
      setTimeout(arrive, 10);
    });
    expect(html).toBe("<main><!--$--><p>Bonjour <!-- -->Léa</p><!--/$--></main>");
  });
});
