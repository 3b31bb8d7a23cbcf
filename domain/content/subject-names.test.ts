import { describe, expect, it } from "vitest";
import { subjectName } from "./subject-names.ts";

describe("subjectName", () => {
  it("names a library subject in French and in English", () => {
    expect(subjectName("svt", "fr")).toBe("SVT");
    expect(subjectName("histoire-geo", "en")).toBe("History and geography");
  });

  it("reads an unknown slug as its words", () => {
    expect(subjectName("sciences-numeriques", "fr")).toBe("Sciences numeriques");
  });
});
