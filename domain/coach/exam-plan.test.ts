import { describe, expect, it } from "vitest";
import { addDays } from "./days.ts";
import { planRevision, type PlanChapter, type PlanExam, type PlanInput, type PlanTask } from "./exam-plan.ts";

const every = (minutes: number) => [minutes, minutes, minutes, minutes, minutes, minutes, minutes];

const chapter = (subject: string, order: number, extra: Partial<PlanChapter> = {}): PlanChapter => ({
  chapter: `${subject.split("/")[1]}-${order}`,
  subject,
  order,
  title: `Chapitre ${order}`,
  coursePath: `revisions/${subject}/chapitre-${order}`,
  quizPath: `revisions/${subject}/quiz-chapitre-${order}`,
  learned: false,
  quizBest: null,
  learnMinutes: 20,
  ...extra,
});

const philo: PlanExam = {
  id: "bac-philosophie",
  date: "2027-06-11",
  subjects: ["terminale/philosophie"],
  written: true,
};

const input = (extra: Partial<PlanInput>): PlanInput => ({
  today: "2027-06-01",
  exams: [philo],
  chapters: [],
  papers: [],
  reviews: new Map(),
  minutesPerWeekday: every(30),
  ...extra,
});

const summary = (tasks: PlanTask[]) =>
  tasks.map((task) =>
    task.kind === "review"
      ? `review ${task.cards}`
      : `${task.kind} ${task.kind === "paper" ? task.path : task.chapter}`,
  );

describe("the exam plan", () => {
  it("an exam in 10 days, 40 due cards and 3 chapters to learn (worked by hand)", () => {
    // 30 minutes a day. Day 1: the 40 reviews (10 s each: 7 min), then chapter 1 (20 min): 3 min left. Day 2: chapter 2,
    // then chapter 1's quiz (10 min). Day 3: chapter 3 and chapter 2's quiz. Day 4: chapter 3's quiz. The 4-hour paper
    // fits no day of 30 minutes. The window began before today: learning ends 5 days after it should have (the last
    // day for new chapters was 27 May; chapter 3 is learned on 3 June, 7 days later).
    const chapters = [1, 2, 3].map((order) => chapter("terminale/philosophie", order));
    const plan = planRevision(
      input({
        chapters,
        reviews: new Map([["2027-06-01", 40]]),
        papers: [{ path: "exams/bac/sujets/philo", exam: "bac-philosophie", title: "Sujet", minutes: 240 }],
      }),
    );
    expect(plan.days).toHaveLength(10);
    expect(plan.days.map((day) => summary(day.tasks))).toEqual([
      ["review 40", "learn philosophie-1"],
      ["learn philosophie-2", "quiz philosophie-1"],
      ["learn philosophie-3", "quiz philosophie-2"],
      ["quiz philosophie-3"],
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(plan.days[0]!.minutes).toBe(27);
    expect(plan.exams).toEqual([
      {
        id: "bac-philosophie",
        date: "2027-06-11",
        daysLeft: 10,
        learnBy: "2027-05-27",
        chaptersToLearn: 3,
        chaptersUnplanned: 0,
        daysBehind: 7,
        onTrack: false,
      },
    ]);
  });

  it("a pupil on time, then the same pupil two days behind", () => {
    // 45 chapters of 20 minutes, one a day from 1 January: the last on 14 February, the day before the window of an
    // exam on 1 March. Two days without work: the plan made on 3 January ends on 16 February, two days late.
    const exam: PlanExam = { id: "bac-spe-maths", date: "2027-03-01", subjects: ["terminale/maths"], written: true };
    const chapters = Array.from({ length: 45 }, (_, index) =>
      chapter("terminale/maths", index + 1, { quizPath: null }),
    );
    const onTime = planRevision(input({ today: "2027-01-01", exams: [exam], chapters }));
    expect(onTime.exams[0]).toMatchObject({ learnBy: "2027-02-14", daysBehind: 0, onTrack: true });
    const lastLearn = onTime.days.filter((day) => day.tasks.some((task) => task.kind === "learn")).at(-1);
    expect(lastLearn?.day).toBe("2027-02-14");

    const behind = planRevision(input({ today: "2027-01-03", exams: [exam], chapters }));
    expect(behind.exams[0]).toMatchObject({ daysBehind: 2, onTrack: false, chaptersUnplanned: 0 });
    // Chapters keep the subject's order.
    const learned = behind.days.flatMap((day) => day.tasks.filter((task) => task.kind === "learn"));
    expect(learned.map((task) => (task.kind === "learn" ? task.chapter : ""))).toEqual(
      chapters.map((entry) => entry.chapter),
    );
  });

  it("paces the chapters evenly up to the revision window, not all in the first weeks", () => {
    // 5 chapters, exam on 15 June: the last day for new chapters is 31 May, 100 days after 20 February. Chapter k
    // (from 0) goes on day 20 × k.
    const exam: PlanExam = { id: "bac-spe-maths", date: "2027-06-15", subjects: ["terminale/maths"], written: true };
    const chapters = Array.from({ length: 5 }, (_, index) => chapter("terminale/maths", index + 1, { quizPath: null }));
    const plan = planRevision(input({ today: "2027-02-20", exams: [exam], chapters }));
    const learnDays = plan.days.filter((day) => day.tasks.some((task) => task.kind === "learn")).map((day) => day.day);
    expect(learnDays).toEqual(["2027-02-20", "2027-03-12", "2027-04-01", "2027-04-21", "2027-05-11"]);
    expect(plan.exams[0]).toMatchObject({ learnBy: "2027-05-31", onTrack: true });
  });

  it("two exams the same week: the nearer exam's chapters first, each exam its papers on days of its own", () => {
    const maths: PlanExam = { id: "bac-spe-maths", date: "2027-06-15", subjects: ["terminale/maths"], written: true };
    const chapters = [
      chapter("terminale/maths", 1, { learnMinutes: 40 }),
      chapter("terminale/philosophie", 1, { learnMinutes: 40 }),
    ];
    const papers = [
      { path: "exams/bac/sujets/maths-a", exam: "bac-spe-maths" as const, title: "A", minutes: 120 },
      { path: "exams/bac/sujets/maths-b", exam: "bac-spe-maths" as const, title: "B", minutes: 120 },
      { path: "exams/bac/sujets/philo-a", exam: "bac-philosophie" as const, title: "P", minutes: 120 },
    ];
    // Weekdays 60 minutes, weekends 180: papers go to weekends (the roomiest days), the latest first.
    const plan = planRevision(
      input({
        today: "2027-05-20",
        exams: [maths, { ...philo, date: "2027-06-14" }],
        chapters,
        papers,
        minutesPerWeekday: [60, 60, 60, 60, 60, 180, 180],
      }),
    );
    const learnDays = plan.days.flatMap((day) =>
      day.tasks.filter((task) => task.kind === "learn").map((task) => `${day.day} ${task.exam}`),
    );
    expect(learnDays).toEqual(["2027-05-20 bac-philosophie", "2027-05-21 bac-spe-maths"]);
    const paperDays = plan.days.flatMap((day) =>
      day.tasks.filter((task) => task.kind === "paper").map((task) => `${day.day} ${task.path}`),
    );
    // Philosophie (14 June) first: Sunday 13 June; maths: Saturday 12 June, then Sunday 6 June.
    expect(paperDays.sort()).toEqual([
      "2027-06-06 exams/bac/sujets/maths-b",
      "2027-06-12 exams/bac/sujets/maths-a",
      "2027-06-13 exams/bac/sujets/philo-a",
    ]);
    expect(plan.days.at(-1)!.day).toBe("2027-06-14");
    expect(plan.exams.map((exam) => [exam.id, exam.onTrack])).toEqual([
      ["bac-philosophie", true],
      ["bac-spe-maths", true],
    ]);
  });

  it("retakes weak quizzes first, weakest first, before the exam only", () => {
    const chapters = [
      chapter("terminale/philosophie", 1, { learned: true, quizBest: 0.6 }),
      chapter("terminale/philosophie", 2, { learned: true, quizBest: 0.3 }),
      chapter("terminale/philosophie", 3, { learned: true, quizBest: 0.9 }),
      chapter("terminale/philosophie", 4, { learned: true, quizBest: null, quizPath: null }),
    ];
    const plan = planRevision(input({ today: "2027-06-09", chapters, minutesPerWeekday: every(10) }));
    // Two days (9 and 10 June), 10 minutes each: the two weak quizzes, the weakest first; chapter 3 has no room.
    expect(plan.days.map((day) => summary(day.tasks))).toEqual([["quiz philosophie-2"], ["quiz philosophie-1"]]);
    const onlyOneDay = planRevision(input({ today: "2027-06-10", chapters, minutesPerWeekday: every(10) }));
    expect(onlyOneDay.days.map((day) => summary(day.tasks))).toEqual([["quiz philosophie-2"]]);
  });

  it("a weak chapter waits for a day with room, and one of an exam already sat is no longer retaken", () => {
    const maths: PlanExam = { id: "bac-spe-maths", date: "2027-06-15", subjects: ["terminale/maths"], written: false };
    const chapters = [
      chapter("terminale/philosophie", 1, { learned: true, quizBest: 0.1 }),
      chapter("terminale/maths", 1, { learned: true, quizBest: 0.5 }),
      chapter("terminale/maths", 2, { learned: true }),
    ];
    // No minutes until the weekend of 12-13 June: philosophy (11 June) is over; the two maths chapters are weak (one
    // never tried counts as 0), retaken the weakest first, one a day.
    const plan = planRevision(
      input({
        today: "2027-06-07",
        exams: [philo, maths],
        chapters,
        minutesPerWeekday: [0, 0, 0, 0, 0, 10, 10],
      }),
    );
    expect(plan.days.filter((day) => day.tasks.length > 0).map((day) => [day.day, ...summary(day.tasks)])).toEqual([
      ["2027-06-12", "quiz maths-2"],
      ["2027-06-13", "quiz maths-1"],
    ]);
  });

  it("gives a subject two exams share to the first of them", () => {
    const written: PlanExam = {
      id: "bac-francais-ecrit",
      date: "2027-06-10",
      subjects: ["premiere/francais"],
      written: true,
    };
    const oral: PlanExam = {
      id: "bac-francais-oral",
      date: "2027-06-21",
      subjects: ["premiere/francais"],
      written: false,
    };
    const plan = planRevision(
      input({ today: "2027-06-08", exams: [oral, written], chapters: [chapter("premiere/francais", 1)] }),
    );
    const learn = plan.days.flatMap((day) => day.tasks).find((task) => task.kind === "learn");
    expect(learn).toMatchObject({ exam: "bac-francais-ecrit" });
    expect(plan.exams.map((exam) => [exam.id, exam.chaptersToLearn])).toEqual([
      ["bac-francais-ecrit", 1],
      ["bac-francais-oral", 0],
    ]);
  });

  it("puts a chapter longer than a day alone on a day of its own, and reports what does not fit", () => {
    const chapters = [chapter("terminale/philosophie", 1, { learnMinutes: 50 }), chapter("terminale/philosophie", 2)];
    const plan = planRevision(
      input({ today: "2027-06-09", chapters, minutesPerWeekday: every(30), reviews: new Map([["2027-06-09", 60]]) }),
    );
    // 9 June: 60 reviews (10 min) leave 20 minutes; chapter 1 (50) still goes there alone. 10 June: chapter 2, then
    // chapter 1's quiz in the 10 minutes left.
    expect(plan.days.map((day) => summary(day.tasks))).toEqual([
      ["review 60", "learn philosophie-1"],
      ["learn philosophie-2", "quiz philosophie-1"],
    ]);
    expect(plan.days[0]!.minutes).toBe(60);
    const noTime = planRevision(input({ today: "2027-06-09", chapters, minutesPerWeekday: every(0) }));
    expect(noTime.exams[0]).toMatchObject({ chaptersUnplanned: 2, daysBehind: null, onTrack: false });
  });

  it("ticks today's tasks from what the member did today", () => {
    const chapters = [
      chapter("terminale/philosophie", 1),
      chapter("terminale/philosophie", 2, { learned: true, quizBest: 0.5 }),
    ];
    const papers = [{ path: "exams/bac/sujets/philo", exam: "bac-philosophie" as const, title: "P", minutes: 60 }];
    const plan = planRevision(
      input({
        today: "2027-06-10",
        chapters,
        papers,
        minutesPerWeekday: every(120),
        reviews: new Map([["2027-06-10", 12]]),
        activity: {
          learned: new Set(["philosophie-1"]),
          quizzes: new Set(),
          papers: new Set(["exams/bac/sujets/philo"]),
          reviews: 12,
        },
      }),
    );
    expect(plan.days[0]!.tasks.map((task) => [task.kind, task.done])).toEqual([
      ["review", true],
      ["paper", true],
      ["quiz", false],
      ["learn", true],
    ]);
    const tomorrow = planRevision(input({ today: "2027-06-09", chapters, minutesPerWeekday: every(120) }));
    expect(tomorrow.days[1]!.tasks.length).toBeGreaterThan(0);
    expect(tomorrow.days.flatMap((day) => day.tasks).every((task) => !task.done)).toBe(true);
  });

  it("a chapter learned today ahead of the plan is today's, done, and the next ones move up", () => {
    const chapters = [1, 2, 3].map((order) => chapter("terminale/philosophie", order));
    const activity = {
      learned: new Set(["philosophie-3"]),
      quizzes: new Set<string>(),
      papers: new Set<string>(),
      reviews: 0,
    };
    const plan = planRevision(input({ today: "2027-06-08", chapters, minutesPerWeekday: every(20), activity }));
    expect(plan.days.map((day) => summary(day.tasks))).toEqual([
      ["learn philosophie-1", "learn philosophie-3"],
      ["learn philosophie-2"],
      ["quiz philosophie-1", "quiz philosophie-2"],
    ]);
    expect(plan.days[0]!.tasks.map((task) => task.done)).toEqual([false, true]);
  });

  it("leaves out exams already past, chapters of no chosen exam, and plans nothing without an exam ahead", () => {
    expect(planRevision(input({ exams: [{ ...philo, date: "2027-06-01" }] }))).toEqual({ days: [], exams: [] });
    const plan = planRevision(
      input({ today: "2027-06-09", chapters: [chapter("terminale/ses", 1)], minutesPerWeekday: [30] }),
    );
    expect(plan.days.flatMap((day) => day.tasks)).toEqual([]);
    // A weekday the member gave no minutes for counts as none.
    expect(plan.days.map((day) => day.capacity)).toEqual([0, 0]);
    expect(plan.exams[0]).toMatchObject({ chaptersToLearn: 0, daysBehind: 0, onTrack: true });
  });

  it("plans a year for a member with 200 chapters in one pass", () => {
    const chapters = Array.from({ length: 200 }, (_, index) =>
      chapter(index % 2 === 0 ? "terminale/maths" : "terminale/philosophie", index + 1, {
        learned: index % 3 === 0,
        quizBest: index % 3 === 0 ? (index % 10) / 10 : null,
      }),
    );
    const reviews = new Map(
      Array.from({ length: 365 }, (_, index) => [addDays("2026-06-10", index), 30 + (index % 20)]),
    );
    const plan = planRevision(
      input({
        today: "2026-06-10",
        exams: [philo, { id: "bac-spe-maths", date: "2027-06-15", subjects: ["terminale/maths"], written: true }],
        chapters,
        reviews,
      }),
    );
    expect(plan.days).toHaveLength(370);
    expect(plan.exams.every((exam) => exam.chaptersUnplanned === 0)).toBe(true);
    expect(plan.days.every((day) => day.minutes <= day.capacity)).toBe(true);
  });
});
