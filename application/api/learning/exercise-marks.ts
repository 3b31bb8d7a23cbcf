// Marks on exercises (issue 27, "Exercises with worked solutions"): a member marks an exercise of a bank « Réussi »
// or « À revoir »; the marks feed the progress summary and the review page's list of exercises to do again. The
// exercise must be one the member may open (a non-subscriber sees the preview of a premium bank); what marks mean
// is bankProgress (domain/learning/exercises.ts).
import { err, errAsync, ok, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { bankProgress, type ExerciseMark } from "../../../domain/learning/exercises.ts";
import type { BankMarks, BankProgress, ExerciseMarkRequest } from "../../contracts/learning-progress.ts";
import type { ContentItem } from "../../contracts/content.ts";
import { QueryContent } from "../content/query-content.ts";
import { ClockToken, type Clock } from "../shared/ports.ts";
import {
  ExerciseMarksRepositoryToken,
  type ExerciseMarkRecord,
  type ExerciseMarksRepository,
} from "./summary-ports.ts";

export type ExerciseMarkRefused =
  /** No exercise bank at that path. */
  | { type: "ExercisesNotFound" }
  /** No such exercise in the bank, or not one the member may open. */
  | { type: "ExerciseNotFound" };

/** What a bank holds for its marks: its title, subject and the exercises the member may open, in order. */
interface Bank {
  path: string;
  title: string;
  subject: string | null;
  exercises: { id: string; title: string }[];
}

/** Banks are parts of the revision library's chapters (content/README.md §9). */
const BANK_FOLDER = /^revisions\//;
/** Paths per content query (the query's list limit). */
const PATHS_PER_QUERY = 100;

const normalize = (path: string) => path.replace(/^\/+|\/+$/g, "").toLowerCase();

@injectable()
export class ExerciseMarks {
  constructor(
    @inject(ExerciseMarksRepositoryToken) private readonly marks: ExerciseMarksRepository,
    @inject(QueryContent) private readonly content: QueryContent,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** The member's marks on a bank. */
  ofBank(memberId: string, bankPath: string): ResultAsync<BankMarks, ExerciseMarkRefused> {
    return this.bank(memberId, bankPath).andThen((bank) => this.marksOf(memberId, bank.path));
  }

  /** Keeps the mark as the exercise's latest; answers the bank's marks. */
  mark(memberId: string, bankPath: string, request: ExerciseMarkRequest): ResultAsync<BankMarks, ExerciseMarkRefused> {
    return this.bank(memberId, bankPath)
      .andThen((bank) =>
        bank.exercises.some((exercise) => exercise.id === request.exerciseId)
          ? ok(bank)
          : err<Bank, ExerciseMarkRefused>({ type: "ExerciseNotFound" }),
      )
      .andThen((bank) =>
        ResultAsync.fromSafePromise(
          this.marks.set(memberId, {
            bankPath: bank.path,
            exerciseId: request.exerciseId,
            mark: request.mark,
            markedAt: this.clock.now(),
          }),
        ).andThen(() => this.marksOf(memberId, bank.path)),
      );
  }

  /** The banks the member worked on, the most recently marked first. */
  banksWorked(memberId: string, locale: "fr" | "en"): ResultAsync<{ banks: BankProgress[] }, never> {
    return this.worked(memberId, locale).map(({ banks }) => ({ banks }));
  }

  /** The banks worked, and the date of every mark (a day with a mark is a day of revision). */
  worked(memberId: string, locale: "fr" | "en"): ResultAsync<{ banks: BankProgress[]; markedAt: Date[] }, never> {
    return ResultAsync.fromSafePromise(
      (async () => {
        const records = await this.marks.ofMember(memberId);
        const byBank = new Map<string, ExerciseMarkRecord[]>();
        for (const record of records) byBank.set(record.bankPath, [...(byBank.get(record.bankPath) ?? []), record]);
        const banks: BankProgress[] = [];
        for (const bank of await this.banks(memberId, [...byBank.keys()], locale)) {
          const list = byBank.get(bank.path) ?? [];
          banks.push(progressOf(bank, list));
        }
        banks.sort((a, b) => b.lastMarkedAt.localeCompare(a.lastMarkedAt));
        return { banks, markedAt: records.map((record) => record.markedAt) };
      })(),
    );
  }

  private marksOf(memberId: string, path: string): ResultAsync<BankMarks, never> {
    return ResultAsync.fromSafePromise(
      this.marks.ofMember(memberId, path).then((records) => ({ bankPath: path, marks: latestMarks(records) })),
    );
  }

  /** The bank at a path, as the member may open it. */
  private bank(memberId: string, bankPath: string): ResultAsync<Bank, ExerciseMarkRefused> {
    const path = normalize(bankPath);
    if (!BANK_FOLDER.test(path)) return errAsync({ type: "ExercisesNotFound" });
    return ResultAsync.fromSafePromise(this.banks(memberId, [path], null)).andThen(([bank]) =>
      bank ? ok(bank) : err<Bank, ExerciseMarkRefused>({ type: "ExercisesNotFound" }),
    );
  }

  /** The banks at these paths (those that exist), with the exercises the member may open. */
  private async banks(memberId: string, paths: string[], locale: "fr" | "en" | null): Promise<Bank[]> {
    const found: Bank[] = [];
    for (let start = 0; start < paths.length; start += PATHS_PER_QUERY) {
      const answer = await this.content.execute(
        "",
        {
          where: {
            kind: "exercises",
            path: { $in: paths.slice(start, start + PATHS_PER_QUERY).map((path) => `/${path}`) },
            ...(locale === null ? {} : { locale }),
          },
          only: ["title", "subject", "exercises"],
          deep: true,
          limit: PATHS_PER_QUERY,
          skip: 0,
          text: false,
          html: false,
        },
        { memberId },
      );
      if (answer.isOk()) found.push(...answer.value.items.map(bankOf));
    }
    return found;
  }
}

/** Each exercise's latest mark (records are most recent first; the repository keeps one per exercise anyway). */
function latestMarks(records: readonly ExerciseMarkRecord[]): Record<string, ExerciseMark> {
  const marks: Record<string, ExerciseMark> = {};
  for (const record of records) marks[record.exerciseId] ??= record.mark;
  return marks;
}

function progressOf(bank: Bank, records: readonly ExerciseMarkRecord[]): BankProgress {
  const counted = bankProgress(
    bank.exercises.map((exercise) => exercise.id),
    latestMarks(records),
  );
  const titles = new Map(bank.exercises.map((exercise) => [exercise.id, exercise.title]));
  const last = Math.max(...records.map((record) => record.markedAt.getTime()));
  return {
    path: bank.path,
    title: bank.title,
    subject: bank.subject,
    done: counted.done,
    succeeded: counted.succeeded,
    total: counted.total,
    toReview: counted.toReview.map((id) => ({ id, title: titles.get(id) ?? id })),
    lastMarkedAt: new Date(last).toISOString(),
  };
}

function bankOf(item: ContentItem): Bank {
  const list: unknown = item["exercises"];
  const exercises = Array.isArray(list)
    ? list.flatMap((entry: unknown) => {
        if (typeof entry !== "object" || entry === null) return [];
        const { id, title } = entry as { id?: unknown; title?: unknown };
        return typeof id === "string" ? [{ id, title: typeof title === "string" ? title : id }] : [];
      })
    : [];
  const path = normalize(item.path);
  return { path, title: item.title ?? path, subject: item.subject ?? null, exercises };
}
