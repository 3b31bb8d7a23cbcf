import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./content-encoding.ts";

describe("issue 14: the encoding of a body", () => {
  it("sends the smallest encoding at hand that the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", ["br", "gzip", "identity"])).toBe("br");
    expect(preferredEncoding("gzip, deflate", ["br", "gzip", "identity"])).toBe("gzip");
    expect(preferredEncoding("br", ["gzip", "identity"])).toBe("identity");
  });
  it("reads a zero quality as a refusal, and a wildcard as every coding", () => {
    expect(preferredEncoding("br;q=0, gzip;q=0.5", ["br", "gzip", "identity"])).toBe("gzip");
    expect(preferredEncoding("*", ["br", "gzip", "identity"])).toBe("br");
    expect(preferredEncoding("*;q=0, identity", ["br", "gzip", "identity"])).toBe("identity");
    expect(preferredEncoding("gzip;q=oops", ["gzip", "identity"])).toBe("identity");
  });
  it("sends the body as it is without the header or without a better encoding", () => {
    expect(preferredEncoding(null, ["br", "gzip", "identity"])).toBe("identity");
    expect(preferredEncoding(", ,", ["gzip", "identity"])).toBe("identity");
    expect(preferredEncoding("gzip", ["identity"])).toBe("identity");
    expect(preferredEncoding("identity;q=0", ["identity"])).toBe("identity");
  });
});
