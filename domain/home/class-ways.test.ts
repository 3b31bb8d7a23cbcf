import { describe, expect, it } from "vitest";
import { classWays } from "./class-ways.ts";

describe("classWays (issue 15, a way in by class and subject)", () => {
  it("groups the courses by level and class in school order, subjects once each in slug order", () => {
    const ways = classWays([
      { level: "lycee", grade: "terminale", subject: "philosophie" },
      { level: "college", grade: "3eme", subject: "maths" },
      { level: "lycee", grade: "terminale", subject: "maths" },
      { level: "lycee", grade: "seconde", subject: "svt" },
      { level: "lycee", grade: "terminale", subject: "maths" },
      { level: "sup", grade: "sup", subject: "methodologie" },
    ]);
    expect(ways).toEqual([
      { level: "college", classes: [{ grade: "3eme", subjects: ["maths"] }] },
      {
        level: "lycee",
        classes: [
          { grade: "seconde", subjects: ["svt"] },
          { grade: "terminale", subjects: ["maths", "philosophie"] },
        ],
      },
      { level: "sup", classes: [{ grade: "sup", subjects: ["methodologie"] }] },
    ]);
  });

  it("leaves out what is not filed in a known level and class", () => {
    expect(
      classWays([
        { level: null, grade: "3eme", subject: "maths" },
        { level: "college", grade: null, subject: "maths" },
        { level: "college", grade: "3eme", subject: null },
        { level: "maternelle", grade: "ms", subject: "eveil" },
        { level: "college", grade: "terminale", subject: "maths" },
      ]),
    ).toEqual([]);
  });
});
