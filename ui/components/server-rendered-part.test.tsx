// A part in a chunk of its own (serverRenderedPart): inline in the server's HTML from the first render, so that a
// page works without JavaScript; the server render runs without a window (the default environment here).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverRenderedPart } from "./server-rendered-part.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe("serverRenderedPart on the server", () => {
  it("renders the part inline, without a fallback, once its module is loaded at start-up", async () => {
    let loads = 0;
    const Part = serverRenderedPart(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    // Start-up: the module was asked for when the part was declared, and arrives before any request.
    expect(loads).toBe(1);
    await Promise.resolve();
    const html = renderToString(<Part name="Léa" />);
    expect(html).toContain("<p>Bonjour <!-- -->Léa</p>");
    expect(html).not.toContain("<!--$!-->");
    expect(loads).toBe(1);
  });
});
