import { describe, expect, it } from "vitest";
import { pageHref, pageUrl } from "./page-url.ts";

const request = (url: string) => new Request(url);

describe("pageUrl", () => {
  it("maps data requests to the page they are for", () => {
    expect(pageUrl(request("http://x/_root.data?_routes=root")).pathname).toBe("/");
    expect(pageUrl(request("http://x/profiling.data")).pathname).toBe("/profiling");
    expect(pageUrl(request("http://x/signup/_.data")).pathname).toBe("/signup/");
    expect(pageHref(request("http://x/premium.data?country=SN&_routes=root%2Cplans"))).toBe("/premium?country=SN");
  });
  it("leaves document requests alone", () => {
    expect(pageHref(request("http://x/bac/sujets?x=1"))).toBe("/bac/sujets?x=1");
  });
});
