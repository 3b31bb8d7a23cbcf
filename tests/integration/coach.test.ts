// The revision coach (issue 30) through the API: a member chooses an exam and their minutes, reads the plan made
// from their progress, learns tonight's chapter and sees it ticked; bad settings are refused field by field.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContentFiles } from "../../adapters/api/content/content-document.ts";
import { syncContentDocuments } from "../../adapters/api/content/content-importer.ts";
import { SendRevisionReminders } from "../../application/api/coach/reminders.ts";
import { CoachSettings, RevisionPlan } from "../../application/contracts/coach.ts";
import { ENGINES, startTestApi, type TestApi } from "./support/api.ts";
import { createMember, errorOf, login, type Session } from "./support/members.ts";

const FOLDER = "revisions/lycee/terminale/philosophie";

function doc(name: string, frontMatter: string, body = "Un texte de test pour le coach.") {
  return { source: `${FOLDER}/${name}.md`, raw: `---\n${frontMatter}\n---\n\n${body}\n` };
}

const head = (title: string, kind: string, chapter: string, order: number) =>
  `title: "${title}"\ndescription: "Test."\nkind: ${kind}\nlevel: lycee\ngrade: terminale\nsubject: philosophie\nexam: bac\nchapter: ${chapter}\norder: ${order}`;

const question = (id: string) =>
  `  - id: ${id}\n    type: true-false\n    prompt: "Vrai ?"\n    answer: true\n    explanation: "Parce que."`;

const quiz = (chapter: string, order: number) =>
  doc(
    `quiz-${chapter}`,
    `${head(`Quiz ${chapter}`, "quiz", chapter, order)}\nquestions:\n${Array.from({ length: 10 }, (_, index) => question(`q${index + 1}`)).join("\n")}`,
  );

const files = [
  doc("la-conscience", head("La conscience", "course", "la-conscience", 1)),
  quiz("la-conscience", 1),
  doc("le-temps", head("Le temps", "course", "le-temps", 2)),
  quiz("le-temps", 2),
  doc("la-verite", head("La vérité", "course", "la-verite", 3)),
  {
    source: "exams/bac/sujets/sujet-coach-philosophie.md",
    raw: `---\ntitle: "Sujet de philosophie"\ndescription: "Test."\nkind: exam\nlevel: lycee\ngrade: terminale\nsubject: philosophie\nexam: bac\ndurationMinutes: 240\npoints: 20\n---\n\n## Sujet (20 points)\n\nTexte.\n\n### Corrigé\n\nTexte.\n\n### Barème\n\nTexte.\n`,
  },
];

describe.each(ENGINES)("the revision coach on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
    const parsed = parseContentFiles(files);
    await syncContentDocuments(api.database.db, parsed.documents, { prune: true });
  });
  afterAll(() => api.close());

  const plan = async (session: Session) => {
    const response = await api.request("/api/coach/plan", { token: session.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    return v.parse(RevisionPlan, await response.json());
  };
  const save = (session: Session, body: unknown) =>
    api.request("/api/coach/settings", { method: "PUT", token: session.token, body });

  it("plans from the member's exams and progress, and ticks tonight's chapter once learned", async () => {
    // Tuesday 1 June 2027, noon in Paris: ten days before the exam the member sets on 11 June.
    api.clock.current = new Date("2027-06-01T10:00:00Z");
    const session = await login(api, await createMember(api));
    expect(await plan(session)).toMatchObject({ settings: null, today: "2027-06-01", exams: [], days: [] });

    const saved = await save(session, {
      exams: [{ id: "bac-philosophie", date: "2027-06-11" }],
      minutesPerWeekday: [30, 30, 30, 30, 30, 300, 300],
    });
    expect(saved.status).toBe(200);
    expect(v.parse(CoachSettings, await saved.json())).toEqual({
      exams: [{ id: "bac-philosophie", date: "2027-06-11" }],
      minutesPerWeekday: [30, 30, 30, 30, 30, 300, 300],
      reminderHour: null,
    });

    const before = await plan(session);
    expect(before.days.map((day) => day.day)).toEqual(
      ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"].map((day) => `2027-06-${day}`),
    );
    expect(before.totalDays).toBe(10);
    expect(before.exams[0]).toMatchObject({
      id: "bac-philosophie",
      daysLeft: 10,
      provisional: false,
      chaptersToLearn: 3,
    });
    const tonight = before.days[0]!.tasks;
    expect(tonight[0]).toMatchObject({
      kind: "learn",
      title: "La conscience",
      path: `${FOLDER}/la-conscience`,
      done: false,
    });
    // The 4-hour paper goes to the roomiest weekend day of the window (Saturday 5 June or Sunday 6 June).
    const paperDays = before.days
      .filter((day) => day.tasks.some((task) => task.kind === "paper"))
      .map((day) => day.day);
    expect(paperDays).toEqual(["2027-06-06"]);

    api.clock.advance(3600);
    const marked = await api.request(`/api/progress/chapters-learned/${FOLDER}/la-conscience`, {
      method: "PUT",
      token: session.token,
    });
    expect(marked.status).toBe(200);
    const after = await plan(session);
    expect(after.days[0]!.tasks[0]).toMatchObject({ kind: "learn", path: `${FOLDER}/la-conscience`, done: true });
    expect(after.exams[0]!.chaptersToLearn).toBe(3);

    // The next day, the chapter is learned: the plan starts from there.
    api.clock.advance(20 * 3600);
    const tomorrow = await plan(session);
    expect(tomorrow.today).toBe("2027-06-02");
    expect(tomorrow.exams[0]!.chaptersToLearn).toBe(2);
    // The chapter learned but never quizzed is retaken first, then the next chapter: 1 minute to read its 6 words, 5
    // for its new cards and 10 for its quiz.
    expect(tomorrow.days[0]!.tasks).toMatchObject([
      { kind: "quiz", title: "La conscience", done: false },
      { kind: "learn", title: "Le temps", minutes: 16, done: false },
    ]);
  });

  it("refuses bad settings field by field, and keeps the calendar's date when none is given", async () => {
    api.clock.current = new Date("2026-11-24T10:00:00Z");
    const session = await login(api, await createMember(api));
    const cases: [unknown, number, string, string][] = [
      [{ exams: [{ id: "bac-latin" }], minutesPerWeekday: [0, 0, 0, 0, 0, 0, 0] }, 400, "ExamUnknown", "exams.0"],
      [{ exams: [{ id: "toeic" }], minutesPerWeekday: [0, 0, 0, 0, 0, 0, 0] }, 400, "ExamDateRequired", "exams.0"],
      [{ exams: [], minutesPerWeekday: [0, 0, 0, 0, 0, 0, 900] }, 400, "MinutesInvalid", "minutesPerWeekday.6"],
      [
        { exams: [], minutesPerWeekday: [0, 0, 0, 0, 0, 0, 0], reminderHour: 24 },
        400,
        "ReminderHourInvalid",
        "reminderHour",
      ],
      [{ exams: [], minutesPerWeekday: [0, 0] }, 400, "ValidationFailed", "minutesPerWeekday"],
      [{ exams: [], minutesPerWeekday: [0, 0, 0, 0, 0, 0, 0], extra: 1 }, 400, "ValidationFailed", "extra"],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await save(session, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      expect(Object.keys(error.fields ?? {})).toContain(field);
    }
    expect((await plan(session)).settings).toBeNull();

    expect(
      (await save(session, { exams: [{ id: "brevet-maths" }], minutesPerWeekday: [20, 20, 20, 20, 20, 0, 0] })).status,
    ).toBe(200);
    const planned = await plan(session);
    expect(planned.exams[0]).toMatchObject({ id: "brevet-maths", date: "2027-06-29", provisional: true });
    expect(planned.days).toHaveLength(42);
    expect(planned.totalDays).toBe(217);
  });

  it("answers 401 to a visitor", async () => {
    expect((await api.request("/api/coach/plan")).status).toBe(401);
  });

  it("mails the evening reminder at the chosen hour, once a day, with tonight's tasks still to do", async () => {
    // Tuesday 1 June 2027, 17:30 in Paris (15:30 UTC, summer time).
    api.clock.current = new Date("2027-06-01T15:30:00Z");
    const account = await createMember(api);
    const session = await login(api, account);
    const saved = await save(session, {
      exams: [{ id: "bac-philosophie", date: "2027-06-11" }],
      minutesPerWeekday: [30, 30, 30, 30, 30, 300, 300],
      reminderHour: 18,
    });
    expect(v.parse(CoachSettings, await saved.json()).reminderHour).toBe(18);
    const reminders = api.container.resolve(SendRevisionReminders);
    const mails = async () => {
      await api.idle();
      const response = await api.request(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`);
      return (await response.json()) as { template: string; subject: string; text: string }[];
    };
    // 17:30: not yet.
    expect((await reminders.sendDue(api.clock.now())).sent).toBe(0);
    // 18:05: once, however many runs at once.
    api.clock.current = new Date("2027-06-01T16:05:00Z");
    await Promise.all([reminders.sendDue(api.clock.now()), reminders.sendDue(api.clock.now())]);
    await reminders.sendDue(api.clock.now());
    const sent = (await mails()).filter((mail) => mail.template === "revision-reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("- Apprendre : La conscience");
    expect(sent[0]?.text).toContain("/revisions/cours-et-quiz/coach");
    // The next evening, again (the plan still holds chapters).
    api.clock.current = new Date("2027-06-02T17:00:00Z");
    await reminders.sendDue(api.clock.now());
    expect((await mails()).filter((mail) => mail.template === "revision-reminder")).toHaveLength(2);
    // No hour chosen: no reminder.
    const later = await login(api, account);
    const stopped = await save(later, {
      exams: [],
      minutesPerWeekday: [30, 30, 30, 30, 30, 300, 300],
      reminderHour: null,
    });
    expect(stopped.status).toBe(200);
    api.clock.current = new Date("2027-06-03T17:00:00Z");
    await reminders.sendDue(api.clock.now());
    expect((await mails()).filter((mail) => mail.template === "revision-reminder")).toHaveLength(2);
  });
});
