import { Hono } from "hono";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { RepeatedJsonAnswers } from "./repeated-json.ts";

/** An app answering the body it is given in `?body=`, through one RepeatedJsonAnswers. */
function appOver(answers = new RepeatedJsonAnswers(2)) {
  const app = new Hono();
  app.get("/", (c) => {
    c.header("Cache-Control", "public, max-age=60");
    c.header("Vary", "cf-ipcountry");
    return answers.answer(c, c.req.query("body") ?? "[]");
  });
  return app;
}

const BODY = JSON.stringify([{ id: "solo-yearly", price: 89.99, name: "Révizo Premium" }]);
const url = (body: string) => `/?body=${encodeURIComponent(body)}`;

describe("RepeatedJsonAnswers", () => {
  it("sends the JSON gzipped to a client that takes gzip, plain otherwise, with the same weak ETag", async () => {
    const app = appOver();
    const zipped = await app.request(url(BODY), { headers: { "accept-encoding": "br, gzip;q=0.8" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8")).toBe(BODY);
    const plain = await app.request(url(BODY), { headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BODY);
    expect(plain.headers.get("content-type")).toBe("application/json");
    expect(zipped.headers.get("etag")).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(plain.headers.get("etag")).toBe(zipped.headers.get("etag"));
    expect(plain.headers.get("vary")).toBe("cf-ipcountry, Accept-Encoding");
  });

  it("answers 304 without a body when If-None-Match names the tag, keeping the caching headers", async () => {
    const app = appOver();
    const tag = (await app.request(url(BODY))).headers.get("etag")!;
    for (const ifNoneMatch of [tag, tag.slice(2), `"other", ${tag}`, "*"]) {
      const again = await app.request(url(BODY), { headers: { "if-none-match": ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(tag);
      expect(again.headers.get("cache-control")).toBe("public, max-age=60");
    }
    const other = await app.request(url("[1]"), { headers: { "if-none-match": tag } });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(tag);
  });

  it("gives a changed body its own tag and bytes, whatever was kept before", async () => {
    const app = appOver(new RepeatedJsonAnswers(1));
    const bodies = ["[1]", "[2]", "[1]"];
    const answers = [];
    for (const body of bodies) {
      const response = await app.request(url(body), { headers: { "accept-encoding": "gzip" } });
      answers.push({
        tag: response.headers.get("etag"),
        text: gunzipSync(Buffer.from(await response.arrayBuffer())).toString(),
      });
    }
    expect(answers.map((a) => a.text)).toEqual(bodies);
    expect(answers[0]!.tag).not.toBe(answers[1]!.tag);
    expect(answers[2]!.tag).toBe(answers[0]!.tag);
  });
});
