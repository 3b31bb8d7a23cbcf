import { describe, expect, it } from "vitest";
import { addDays, isDayKey, weekday } from "./days.ts";
import { calendarExam, EXAM_CALENDAR, EXAM_IDS, isExamId } from "./exam-calendar.ts";

describe("the exam calendar", () => {
  it("dates every exam of the session once, in June, provisional until the ministry publishes", () => {
    expect(EXAM_CALENDAR.map((exam) => exam.id).sort()).toEqual([...EXAM_IDS].sort());
    for (const exam of EXAM_CALENDAR) {
      if (exam.date === null) {
        expect(exam.provisional).toBe(false);
        continue;
      }
      expect(isDayKey(exam.date)).toBe(true);
      expect(exam.date.startsWith("2027-06-")).toBe(true);
      expect(exam.provisional).toBe(true);
      expect(weekday(exam.date)).toBeLessThan(5); // exams are on weekdays
    }
  });

  it("keeps session 2026's weekdays a year later (docs/spec-notes.md)", () => {
    // Session 2026: philosophy Monday 15 June, French written Thursday 11 June, brevet from Friday 26 June.
    expect(calendarExam("bac-philosophie").date).toBe("2027-06-14");
    expect(weekday(calendarExam("bac-philosophie").date!)).toBe(weekday("2026-06-15"));
    expect(weekday(calendarExam("bac-francais-ecrit").date!)).toBe(weekday("2026-06-11"));
    expect(weekday(calendarExam("brevet-francais").date!)).toBe(weekday("2026-06-26"));
    expect(addDays(calendarExam("bac-francais-ecrit").date!, 1)).toBe(calendarExam("bac-maths-anticipee").date);
  });

  it("knows its ids, subjects and kinds", () => {
    expect(isExamId("toeic")).toBe(true);
    expect(isExamId("bac-latin")).toBe(false);
    expect(calendarExam("toeic")).toMatchObject({ date: null, exam: null, written: true });
    expect(calendarExam("grand-oral")).toMatchObject({ exam: "bac", written: false });
    expect(calendarExam("brevet-sciences").subjects.map((subject) => subject.subject)).toEqual([
      "physique-chimie",
      "svt",
      "technologie",
      "sciences",
    ]);
    expect(calendarExam("brevet-maths").exam).toBe("brevet");
  });
});
