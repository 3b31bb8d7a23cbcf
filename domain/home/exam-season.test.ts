import { describe, expect, it } from "vitest";
import { examSeason, FIRST_MATHS_ANTICIPEE_SESSION, isPaperOf } from "./exam-season.ts";

const ids = (date: string) => examSeason(new Date(date)).exams.map((exam) => exam.id);

describe("examSeason (issue 15, the exams of the season)", () => {
  it("names the season of each part of the school year", () => {
    expect(examSeason(new Date("2026-09-01T10:00:00Z")).season).toBe("rentree");
    expect(examSeason(new Date("2026-10-31T10:00:00Z")).season).toBe("rentree");
    expect(examSeason(new Date("2026-11-22T10:00:00Z")).season).toBe("autumn");
    expect(examSeason(new Date("2026-12-20T10:00:00Z")).season).toBe("autumn");
    expect(examSeason(new Date("2026-12-21T10:00:00Z")).season).toBe("winter");
    expect(examSeason(new Date("2027-02-15T10:00:00Z")).season).toBe("winter");
    expect(examSeason(new Date("2027-04-10T10:00:00Z")).season).toBe("spring");
    expect(examSeason(new Date("2027-06-15T10:00:00Z")).season).toBe("exams");
    expect(examSeason(new Date("2027-07-10T10:00:00Z")).season).toBe("exams");
    expect(examSeason(new Date("2027-07-11T10:00:00Z")).season).toBe("summer");
    expect(examSeason(new Date("2027-08-20T10:00:00Z")).season).toBe("summer");
  });

  it("looks at the coming June session, and at the next one once the results are out", () => {
    expect(examSeason(new Date("2026-11-22T10:00:00Z")).session).toBe(2027);
    expect(examSeason(new Date("2027-03-01T10:00:00Z")).session).toBe(2027);
    expect(examSeason(new Date("2027-07-10T10:00:00Z")).session).toBe(2027);
    expect(examSeason(new Date("2027-07-11T10:00:00Z")).session).toBe(2028);
    const june = examSeason(new Date("2027-05-02T10:00:00Z")).exams.find((exam) => exam.id === "brevet");
    expect(june).toMatchObject({ year: 2027, month: 6, grade: "3eme", href: "/brevet" });
  });

  it("counts the day in Europe/Paris: 22:30 UTC on 10 July is already 11 July in Paris", () => {
    expect(examSeason(new Date("2027-07-10T22:30:00Z")).season).toBe("summer");
    expect(examSeason(new Date("2027-07-10T22:30:00Z")).session).toBe(2028);
  });

  it("shows Parcoursup from November until its wishes close in mid-March, first", () => {
    expect(ids("2026-10-31T10:00:00Z")).not.toContain("parcoursup");
    expect(ids("2026-11-01T10:00:00Z")[0]).toBe("parcoursup");
    expect(ids("2027-03-15T10:00:00Z")[0]).toBe("parcoursup");
    expect(ids("2027-03-16T10:00:00Z")).not.toContain("parcoursup");
    expect(examSeason(new Date("2026-12-01T10:00:00Z")).exams[0]).toMatchObject({ year: 2027, month: 3, papers: null });
  });

  it("adds the épreuve anticipée de mathématiques from its first session on", () => {
    expect(ids("2025-04-01T10:00:00Z")).not.toContain("bac-maths");
    expect(ids("2025-07-11T10:00:00Z")).toContain("bac-maths");
    expect(examSeason(new Date("2025-09-01T10:00:00Z")).session).toBe(FIRST_MATHS_ANTICIPEE_SESSION);
    const maths = examSeason(new Date("2026-05-01T10:00:00Z")).exams.find((exam) => exam.id === "bac-maths");
    expect(maths?.papers).toEqual({ exam: "bac", grade: "premiere", subject: "maths" });
  });

  it("orders the June exams the same way every season, the Grand oral last (late June, early July)", () => {
    expect(ids("2027-04-10T10:00:00Z")).toEqual(["bac-terminale", "bac-francais", "bac-maths", "brevet", "grand-oral"]);
    const oral = examSeason(new Date("2027-04-10T10:00:00Z")).exams.at(-1);
    expect(oral).toMatchObject({ month: 7, papers: null });
  });
});

describe("isPaperOf (issue 15, the practice papers of an exam)", () => {
  it("matches the exam and the class, and the subject when the exam names one", () => {
    const french = { exam: "bac", grade: "premiere", subject: "francais" } as const;
    expect(isPaperOf(french, { exam: "bac", grade: "premiere", subject: "francais" })).toBe(true);
    expect(isPaperOf(french, { exam: "bac", grade: "premiere", subject: "maths" })).toBe(false);
    expect(isPaperOf(french, { exam: "bac", grade: "terminale", subject: "francais" })).toBe(false);
    expect(isPaperOf(french, { exam: "brevet", grade: "premiere", subject: "francais" })).toBe(false);
    const brevet = { exam: "brevet", grade: "3eme", subject: null } as const;
    expect(isPaperOf(brevet, { exam: "brevet", grade: "3eme", subject: "histoire-geo" })).toBe(true);
  });
});
