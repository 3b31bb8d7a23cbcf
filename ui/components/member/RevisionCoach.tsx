// The revision coach's page (issue 30): tonight's plan, each exam on track or behind, the weeks ahead as a calendar,
// and the settings (the exams and their dates, the minutes of each weekday). The form posts to the page's action, so
// it works without JavaScript; the API checks it and names the field it refuses.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { CoachSettingsRefused, PlanDay, RevisionPlan } from "../../../application/web/coach/coach.ts";
import { calendarExam, type ExamId } from "../../../domain/coach/exam-calendar.ts";
import { DEFAULT_MINUTES_PER_WEEKDAY, MAX_MINUTES_PER_DAY } from "../../../domain/coach/coach-settings.ts";
import { dateLocaleTag } from "../../../domain/locale/locale.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { useFormatDate } from "../date-format.ts";
import { useExamName } from "./coach-labels.ts";
import { TodayPlan } from "./TodayPlan.tsx";
import "../../styles/account.css";
import "../../styles/coach.css";

/** The answer to the settings form: saved, or refused (the field named when the API named it). */
export type CoachSaved = { ok: true; refusal?: undefined } | { ok: false; refusal: CoachSettingsRefused | null };

export interface RevisionCoachProps {
  plan: RevisionPlan;
  saved?: CoachSaved | null;
}

export function RevisionCoach({ plan, saved = null }: RevisionCoachProps) {
  const hasExams = plan.settings !== null && plan.exams.length > 0;
  return (
    <div className="member-page coach-page">
      <header className="member-page__header">
        <h1 className="member-page__title">
          <Trans>Mon coach de révision</Trans>
        </h1>
        <p className="member-page__lead">
          <Trans>
            Chaque soir, ce qu'il faut réviser pour être prêt le jour de vos examens : les chapitres à apprendre, les
            quiz à refaire, vos cartes, et des sujets en temps limité dans les dernières semaines. Le plan suit vos
            progrès.
          </Trans>
        </p>
      </header>
      {hasExams ? (
        <>
          <TodayPlan plan={plan} />
          <ExamStatuses plan={plan} />
          <PlanCalendar days={plan.days} totalDays={plan.totalDays} />
        </>
      ) : null}
      <CoachSettingsForm plan={plan} saved={saved} open={!hasExams} />
    </div>
  );
}

function ExamStatuses({ plan }: { plan: RevisionPlan }) {
  const examName = useExamName();
  const formatDate = useFormatDate();
  return (
    <section className="member-page__section" aria-labelledby="coach-exams-title">
      <h2 id="coach-exams-title">
        <Trans>Mes examens</Trans>
      </h2>
      <ul className="coach-exams">
        {plan.exams.map((exam) => {
          const name = examName(exam.id);
          const date = formatDate(exam.date);
          const learnBy = formatDate(exam.learnBy);
          const days = exam.daysBehind ?? 0;
          const chapters = exam.chaptersToLearn;
          const unplanned = exam.chaptersUnplanned;
          return (
            <li key={exam.id} className="coach-exam">
              <h3 className="coach-exam__name">{name}</h3>
              <p className="coach-exam__date">
                <Plural value={exam.daysLeft} one={`Le ${date}, demain.`} other={`Le ${date}, dans # jours.`} />
                {exam.provisional ? (
                  <>
                    {" "}
                    <Trans>Date prévisionnelle : le calendrier officiel de la session n'est pas encore publié.</Trans>
                  </>
                ) : null}
              </p>
              <p className="coach-exam__status">
                {exam.onTrack ? (
                  <span className="coach-status coach-status--ok">
                    {chapters === 0 ? (
                      <Trans>Dans les temps : tous les chapitres sont appris, place aux quiz et aux sujets.</Trans>
                    ) : (
                      <Plural
                        value={chapters}
                        one={`Dans les temps : # chapitre à apprendre d'ici le ${learnBy}.`}
                        other={`Dans les temps : # chapitres à apprendre d'ici le ${learnBy}.`}
                      />
                    )}
                  </span>
                ) : exam.daysBehind === null ? (
                  <span className="coach-status coach-status--late">
                    <Plural
                      value={unplanned}
                      one="# chapitre ne tient pas avant l'examen : ajoutez du temps certains jours."
                      other="# chapitres ne tiennent pas avant l'examen : ajoutez du temps certains jours."
                    />
                  </span>
                ) : (
                  <span className="coach-status coach-status--late">
                    <Plural
                      value={days}
                      one={`# jour de retard : les derniers chapitres passent après le ${learnBy}, la veille des deux semaines de révision.`}
                      other={`# jours de retard : les derniers chapitres passent après le ${learnBy}, la veille des deux semaines de révision.`}
                    />
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The days ahead, a week a row (Monday first), each day with its minutes and what it holds. */
function PlanCalendar({ days, totalDays }: { days: readonly PlanDay[]; totalDays: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const weekdayName = new Intl.DateTimeFormat(dateLocaleTag(locale), { weekday: "short", timeZone: "UTC" });
  const dayName = new Intl.DateTimeFormat(dateLocaleTag(locale), { day: "numeric", month: "short", timeZone: "UTC" });
  const weeks: (PlanDay | null)[][] = [];
  for (const day of days) {
    const weekday = (new Date(`${day.day}T00:00:00Z`).getUTCDay() + 6) % 7;
    if (weeks.length === 0 || weekday === 0) weeks.push(Array.from({ length: 7 }, () => null));
    weeks.at(-1)![weekday] = day;
  }
  const monday = new Date("2024-01-01T00:00:00Z");
  const headers = Array.from({ length: 7 }, (_, index) =>
    weekdayName.format(new Date(monday.getTime() + index * 86_400_000)),
  );
  const shown = days.length;
  return (
    <section className="member-page__section" aria-labelledby="coach-calendar-title">
      <h2 id="coach-calendar-title">
        <Trans>Les semaines à venir</Trans>
      </h2>
      <div className="coach-calendar" role="region" aria-label={t`Calendrier du plan`} tabIndex={0}>
        <table className="coach-calendar__table">
          <caption className="visually-hidden">{t`Minutes prévues et tâches de chaque jour`}</caption>
          <thead>
            <tr>
              {headers.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={index}>
                {week.map((day, column) =>
                  day === null ? (
                    <td key={column} className="coach-day coach-day--none" />
                  ) : (
                    <td key={day.day} className={day.tasks.length === 0 ? "coach-day coach-day--free" : "coach-day"}>
                      <span className="coach-day__date">{dayName.format(new Date(`${day.day}T00:00:00Z`))}</span>
                      <DaySummary day={day} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalDays > shown ? (
        <p className="coach-calendar__more">
          <Trans>
            Le plan continue jusqu'à l'examen ({totalDays} jours) : il est refait chaque jour selon vos progrès.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

function DaySummary({ day }: { day: PlanDay }) {
  const learn = day.tasks.filter((task) => task.kind === "learn").length;
  const quizzes = day.tasks.filter((task) => task.kind === "quiz").length;
  const papers = day.tasks.filter((task) => task.kind === "paper").length;
  const cards = day.tasks.reduce((sum, task) => sum + (task.kind === "review" ? task.cards : 0), 0);
  const minutes = day.minutes;
  if (day.tasks.length === 0)
    return (
      <span className="coach-day__text">
        <Trans>Repos</Trans>
      </span>
    );
  return (
    <span className="coach-day__text">
      <span className="coach-day__minutes">
        <Trans>{minutes} min</Trans>
      </span>
      {learn > 0 ? (
        <span>
          <Trans>{learn} chap.</Trans>
        </span>
      ) : null}
      {quizzes > 0 ? (
        <span>
          <Trans>{quizzes} quiz</Trans>
        </span>
      ) : null}
      {cards > 0 ? (
        <span>
          <Plural value={cards} one="# carte" other="# cartes" />
        </span>
      ) : null}
      {papers > 0 ? (
        <span className="coach-day__paper">
          <Trans>sujet</Trans>
        </span>
      ) : null}
    </span>
  );
}

const GROUPS: readonly { key: string; ids: readonly ExamId[] }[] = [
  { key: "brevet", ids: ["brevet-francais", "brevet-maths", "brevet-histoire-geo", "brevet-sciences"] },
  { key: "premiere", ids: ["bac-francais-ecrit", "bac-francais-oral", "bac-maths-anticipee"] },
  {
    key: "terminale",
    ids: [
      "bac-philosophie",
      "bac-spe-maths",
      "bac-spe-physique-chimie",
      "bac-spe-svt",
      "bac-spe-ses",
      "bac-spe-hggsp",
      "grand-oral",
    ],
  },
  { key: "langues", ids: ["toeic"] },
];

/** The hours offered for the evening reminder (Europe/Paris): after school, before bedtime. */
const REMINDER_HOURS = [16, 17, 18, 19, 20, 21];

function CoachSettingsForm({ plan, saved, open }: { plan: RevisionPlan; saved: CoachSaved | null; open: boolean }) {
  const { t } = useLingui();
  const examName = useExamName();
  const formatDate = useFormatDate();
  const chosen = new Map((plan.settings?.exams ?? []).map((exam) => [exam.id, exam.date]));
  const minutes = plan.settings?.minutesPerWeekday ?? DEFAULT_MINUTES_PER_WEEKDAY;
  const groupNames: Record<string, string> = {
    brevet: t`Brevet (3e)`,
    premiere: t`Épreuves anticipées (première)`,
    terminale: t`Bac (terminale)`,
    langues: t`Tests de langues`,
  };
  const weekdays = [t`Lundi`, t`Mardi`, t`Mercredi`, t`Jeudi`, t`Vendredi`, t`Samedi`, t`Dimanche`];
  const refusal = saved?.refusal ?? null;
  const refusalMessages: Record<CoachSettingsRefused["code"], string> = {
    ExamUnknown: t`Cet examen n'est pas proposé.`,
    ExamTwice: t`Cet examen est déjà choisi.`,
    ExamDateInvalid: t`La date de l'examen doit être une date réelle, d'aujourd'hui à 400 jours au plus.`,
    ExamDateRequired: t`Indiquez la date de cet examen : il n'a pas de date de session.`,
    MinutesInvalid: t`Le temps de chaque jour doit être un nombre entier de minutes, de 0 à 480.`,
    ReminderHourInvalid: t`L'heure du rappel doit être une heure entière, de 0 à 23.`,
    ValidationFailed: t`Certains champs sont invalides.`,
  };
  const refusedExam = refusal?.exam ?? null;
  const refusedDay = refusal?.weekday ?? -1;
  return (
    <section className="member-page__section" aria-labelledby="coach-settings-title">
      {/* Above the settings: a saved form closes them once the plan exists, and the pupil still reads that it worked. */}
      {saved !== null ? (
        <p className={saved.ok ? "form-alert form-alert--success" : "form-alert form-alert--error"} role="status">
          {saved.ok
            ? t`Vos réglages sont enregistrés : le plan est refait.`
            : refusal === null
              ? t`Vos réglages n'ont pas pu être enregistrés. Réessayez dans quelques instants.`
              : refusalMessages[refusal.code]}
        </p>
      ) : null}
      <details className="coach-settings" open={open || (saved !== null && !saved.ok)}>
        <summary>
          <h2 id="coach-settings-title" className="coach-settings__title">
            <Trans>Mes examens et mon temps</Trans>
          </h2>
        </summary>
        <Form method="post" className="coach-form" noValidate>
          {GROUPS.map((group) => (
            <fieldset key={group.key} className="coach-form__group">
              <legend>{groupNames[group.key]}</legend>
              {group.ids.map((id) => {
                const session = calendarExam(id).date;
                const inputId = `coach-date-${id}`;
                const invalid = refusedExam === id;
                return (
                  <div key={id} className="coach-form__exam">
                    <label className="coach-form__check">
                      <input type="checkbox" name="exam" value={id} defaultChecked={chosen.has(id)} />
                      <span>{examName(id)}</span>
                    </label>
                    <label className="coach-form__date" htmlFor={inputId}>
                      <span>
                        {session === null ? (
                          <Trans>Date (à choisir)</Trans>
                        ) : (
                          <Trans>Date (session : {formatDate(session)})</Trans>
                        )}
                      </span>
                      <input
                        id={inputId}
                        type="date"
                        name={`date-${id}`}
                        defaultValue={chosen.get(id) === session ? "" : (chosen.get(id) ?? "")}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? "coach-form-error" : undefined}
                      />
                    </label>
                    {invalid ? (
                      <p id="coach-form-error" className="field__error">
                        {refusal === null ? null : refusalMessages[refusal.code]}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ))}
          <fieldset className="coach-form__group">
            <legend>
              <Trans>Minutes de révision chaque jour</Trans>
            </legend>
            <div className="coach-form__week">
              {weekdays.map((name, index) => (
                <label key={name} className="coach-form__minutes">
                  <span>{name}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_MINUTES_PER_DAY}
                    step={5}
                    name={`minutes-${index}`}
                    defaultValue={minutes[index] ?? 0}
                    aria-invalid={refusedDay === index || undefined}
                    aria-describedby={refusedDay === index ? "coach-minutes-error" : undefined}
                  />
                </label>
              ))}
            </div>
            {refusedDay >= 0 && refusal !== null ? (
              <p id="coach-minutes-error" className="field__error">
                {refusalMessages[refusal.code]}
              </p>
            ) : null}
          </fieldset>
          <div className="coach-form__group">
            <label className="coach-form__reminder">
              <span>
                <Trans>Rappel par e-mail, les soirs où il reste quelque chose à faire</Trans>
              </span>
              <select
                name="reminderHour"
                defaultValue={
                  plan.settings?.reminderHour === null || !plan.settings ? "" : String(plan.settings.reminderHour)
                }
                aria-invalid={refusal?.code === "ReminderHourInvalid" || undefined}
                aria-describedby={refusal?.code === "ReminderHourInvalid" ? "coach-reminder-error" : undefined}
              >
                <option value="">{t`Pas de rappel`}</option>
                {REMINDER_HOURS.map((hour) => (
                  <option key={hour} value={String(hour)}>
                    {t`À ${hour} h`}
                  </option>
                ))}
              </select>
            </label>
            {refusal?.code === "ReminderHourInvalid" ? (
              <p id="coach-reminder-error" className="field__error">
                {refusalMessages.ReminderHourInvalid}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary">
            <Trans>Enregistrer et refaire mon plan</Trans>
          </button>
        </Form>
        <p className="coach-form__note">
          <Trans>
            Les dates de la session sont celles du calendrier national ; changez-les pour un bac blanc ou un autre
            centre.
          </Trans>
        </p>
      </details>
    </section>
  );
}
