// npm run bench:coach — issue 30's target: planning a year for a member with 3,000 cards and 200 chapters takes under
// 200 ms on the server. Times the two steps the server runs for GET /api/coach/plan once its rows are read
// (application/api/coach/revision-plan.ts): the review load forecast of every started card up to the last exam
// (domain/coach/review-forecast.ts) and the plan itself (domain/coach/exam-plan.ts). The member is generated
// (seeded): 3,000 cards started over the past three months, some reviewed several times; 200 chapters over the
// subjects of two exams a year away, a fifth of them learned. Prints one JSON line of figures (median of the runs).
import { forecastReviews } from "../domain/coach/review-forecast.ts";
import { planRevision, type PlanChapter, type PlanExam } from "../domain/coach/exam-plan.ts";
import { addDays } from "../domain/coach/days.ts";
import { review, type CardState, type FlashcardRating } from "../domain/learning/flashcards.ts";
import { mulberry32 } from "./seeded-random.ts";

const CARDS = 3_000;
const CHAPTERS = 200;
const RUNS = 7;
const TARGET_MS = 200;
const TODAY = "2026-11-25";
const DAY = 86_400_000;

const random = mulberry32(30);
const ratings: FlashcardRating[] = ["again", "hard", "good", "good", "good", "easy"];
const start = Date.parse(`${TODAY}T18:00:00.000Z`) - 90 * DAY;
const states: CardState[] = [];
for (let index = 0; index < CARDS; index += 1) {
  let at = start + Math.floor(random() * 85) * DAY;
  let state: CardState | null = null;
  const reviews = 1 + Math.floor(random() * 4);
  for (let count = 0; count < reviews && at < start + 90 * DAY; count += 1) {
    state = review(state, ratings[Math.floor(random() * ratings.length)]!, new Date(at));
    at = Math.max(at + 3_600_000, Date.parse(state.due));
  }
  if (state) states.push(state);
}

const exams: PlanExam[] = [
  { id: "bac-francais-ecrit", date: addDays(TODAY, 200), subjects: ["premiere/francais"], written: true },
  { id: "bac-spe-maths", date: addDays(TODAY, 365), subjects: ["terminale/maths"], written: true },
];
const chapters: PlanChapter[] = Array.from({ length: CHAPTERS }, (_, index) => {
  const subject = index % 2 === 0 ? "premiere/francais" : "terminale/maths";
  const quizBest = random() < 0.5 ? Math.round(random() * 100) / 100 : null;
  return {
    chapter: `chapitre-${index}`,
    subject,
    order: index,
    title: `Chapitre ${index}`,
    coursePath: `/revisions/${subject}/chapitre-${index}`,
    quizPath: `/revisions/${subject}/quiz-chapitre-${index}`,
    learned: index % 5 === 0,
    quizBest,
    learnMinutes: 30 + Math.floor(random() * 40),
  };
});

function once(): { forecastMs: number; planMs: number; days: number } {
  const began = performance.now();
  const last = exams.reduce((latest, exam) => (exam.date > latest ? exam.date : latest), TODAY);
  const forecast = forecastReviews(states, TODAY, last, 0.9);
  const forecasted = performance.now();
  const plan = planRevision({
    today: TODAY,
    exams,
    chapters,
    papers: [],
    reviews: forecast,
    minutesPerWeekday: [45, 45, 30, 45, 30, 90, 60],
  });
  return { forecastMs: forecasted - began, planMs: performance.now() - forecasted, days: plan.days.length };
}

once(); // warm-up (JIT), as a server that has answered before
const runs = Array.from({ length: RUNS }, once).sort((a, b) => a.forecastMs + a.planMs - (b.forecastMs + b.planMs));
const median = runs[Math.floor(RUNS / 2)]!;
const total = median.forecastMs + median.planMs;
const round = (value: number) => Math.round(value * 10) / 10;
process.stdout.write(
  `${JSON.stringify({
    cards: states.length,
    chapters: CHAPTERS,
    daysPlanned: median.days,
    forecastMs: round(median.forecastMs),
    planMs: round(median.planMs),
    planYearMs: round(total),
    targetMs: TARGET_MS,
    met: total < TARGET_MS,
  })}\n`,
);
