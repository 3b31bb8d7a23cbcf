// A revision plan for the stories (the shape of GET /coach/plan): a terminale pupil preparing philosophy and the maths
// specialty in late May, tonight's tasks partly done, one exam on track and one behind.
import type { PlanDay, RevisionPlan } from "../../application/contracts/coach.ts";

const philo = "revisions/lycee/terminale/philosophie";
const maths = "revisions/lycee/terminale/maths";

function day(date: string, capacity: number, tasks: PlanDay["tasks"]): PlanDay {
  return { day: date, capacity, minutes: tasks.reduce((sum, task) => sum + task.minutes, 0), tasks };
}

const days: PlanDay[] = [
  day("2027-05-25", 60, [
    { kind: "review", cards: 42, minutes: 7, done: true },
    {
      kind: "quiz",
      exam: "bac-spe-maths",
      title: "Calcul intégral",
      path: `${maths}/quiz-calcul-integral`,
      best: 0.45,
      minutes: 10,
      done: true,
    },
    {
      kind: "learn",
      exam: "bac-philosophie",
      title: "La conscience",
      path: `${philo}/la-conscience`,
      minutes: 22,
      done: false,
    },
  ]),
  day("2027-05-26", 60, [
    { kind: "review", cards: 18, minutes: 3, done: false },
    { kind: "learn", exam: "bac-philosophie", title: "Le temps", path: `${philo}/le-temps`, minutes: 21, done: false },
    {
      kind: "learn",
      exam: "bac-spe-maths",
      title: "Limites de fonctions",
      path: `${maths}/limites-de-fonctions`,
      minutes: 25,
      done: false,
    },
  ]),
  day("2027-05-27", 45, [{ kind: "review", cards: 25, minutes: 5, done: false }]),
  day("2027-05-28", 45, []),
  day("2027-05-29", 240, [
    {
      kind: "paper",
      exam: "bac-philosophie",
      title: "Sujet d'entraînement de philosophie",
      path: "exams/bac/sujets/sujet-entrainement-philosophie",
      minutes: 240,
      done: false,
    },
  ]),
  ...[
    "2027-05-30",
    "2027-05-31",
    "2027-06-01",
    "2027-06-02",
    "2027-06-03",
    "2027-06-04",
    "2027-06-05",
    "2027-06-06",
  ].map((date, index) =>
    day(date, 60, [
      { kind: "review", cards: 20 + index, minutes: 4, done: false },
      {
        kind: "quiz",
        exam: "bac-philosophie",
        title: "La vérité",
        path: `${philo}/quiz-la-verite`,
        best: null,
        minutes: 10,
        done: false,
      },
    ]),
  ),
];

export const revisionPlan: RevisionPlan = {
  settings: {
    exams: [
      { id: "bac-philosophie", date: "2027-06-14" },
      { id: "bac-spe-maths", date: "2027-06-15" },
    ],
    minutesPerWeekday: [60, 60, 45, 45, 60, 240, 120],
    reminderHour: 18,
  },
  today: "2027-05-25",
  exams: [
    {
      id: "bac-philosophie",
      date: "2027-06-14",
      provisional: true,
      daysLeft: 20,
      learnBy: "2027-05-30",
      chaptersToLearn: 2,
      chaptersUnplanned: 0,
      daysBehind: 0,
      onTrack: true,
    },
    {
      id: "bac-spe-maths",
      date: "2027-06-15",
      provisional: false,
      daysLeft: 21,
      learnBy: "2027-05-31",
      chaptersToLearn: 6,
      chaptersUnplanned: 0,
      daysBehind: 3,
      onTrack: false,
    },
  ],
  days,
  totalDays: 20,
  generatedAt: "2027-05-25T18:00:00.000Z",
};

/** A member who has not chosen any exam yet. */
export const emptyRevisionPlan: RevisionPlan = {
  settings: null,
  today: "2026-11-24",
  exams: [],
  days: [],
  totalDays: 0,
  generatedAt: "2026-11-24T18:00:00.000Z",
};
