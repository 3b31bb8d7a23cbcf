// Issue 15, the home page (§2 "/"): what it shows of the product, gathered in one server render. The library's
// classes and subjects come from the content query's facets, as on /revisions (filed-subjects.ts), the season's
// practice papers from the content query (§7), a member's latest
// revisions from their progress summary, the offers from the plans of the viewer's market (§7). Each part that
// cannot be loaded is left out (null): the home always answers. Its output depends only on the language, the region,
// the member and the season of `today` (domain/home/exam-season.ts), never on the minute.
import { okAsync, ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { classWays, type LevelWay } from "../../../domain/home/class-ways.ts";
import { examSeason, isPaperOf, type ExamSeason, type SeasonExam } from "../../../domain/home/exam-season.ts";
import { lastRevised, type LastRevised, type RecentActivity } from "../../../domain/home/last-revised.ts";
import { offerTeasers, type OfferTeaser } from "../../../domain/home/offer-teasers.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { routeForDocumentPath } from "../content/content-paths.ts";
import { ListFiledSubjects } from "../content/filed-subjects.ts";
import { ListContent } from "../content/list-content.ts";
import { LoadProgressSummaries } from "../learning/progress.ts";
import { allPlans } from "../premium/plans-view.ts";
import { LoadPlans } from "../premium/load-plans.ts";

export interface HomeInput {
  locale: Locale;
  /** §7 region (two letters): the market of the offers. */
  region: string;
  today: Date;
}

/** A practice paper the home links to. */
export interface HomePaper {
  href: string;
  title: string;
  premium: boolean;
}

export interface HomeSeasonExam extends SeasonExam {
  papers: null;
  /** The practice papers of the library for this exam (at most two). */
  practice: HomePaper[];
}

export interface HomeData {
  season: Omit<ExamSeason, "exams"> & { exams: HomeSeasonExam[] };
  /** Levels, classes and subjects that have courses; null when the library could not be read. */
  classes: LevelWay[] | null;
  /** For a member: their latest revisions (null for a visitor, or when the summary could not be read). */
  revising:
    (Omit<LastRevised, "recent"> & { recent: (RecentActivity & { href: string })[]; nextHref: string | null }) | null;
  /** The offers (solo, family) of the region's plans with their lowest price per month; null when there are none. */
  offers: OfferTeaser[] | null;
}

/** Practice papers shown per exam. */
const PAPERS_PER_EXAM = 2;
/** Latest revisions shown to a member. */
const RECENT_REVISIONS = 3;

const orNull = <T>(result: ResultAsync<T, unknown>): ResultAsync<T | null, never> =>
  result.map((value): T | null => value).orElse(() => okAsync(null));

@injectable()
export class LoadHome {
  constructor(
    @inject(ListContent) private readonly content: ListContent,
    @inject(ListFiledSubjects) private readonly filed: ListFiledSubjects,
    @inject(LoadProgressSummaries) private readonly progress: LoadProgressSummaries,
    @inject(LoadPlans) private readonly plans: LoadPlans,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  execute(input: HomeInput): ResultAsync<HomeData, never> {
    const season = examSeason(input.today);
    const filed = orNull(this.filed.execute({ locale: input.locale }));
    const papers = orNull(
      this.content.executeAll({
        path: "exams",
        locale: input.locale,
        where: { kind: "exam" },
        sortBy: [{ order: "asc" }],
      }),
    );
    const member = this.cookie.read() !== null;
    const summary = member ? orNull(this.progress.mine(input.locale)) : okAsync(null);
    // §4 whether offers are shown to this viewer (France) is the root layout's decision (the page reads it).
    const plans = orNull(this.plans.execute({ region: input.region, promocode: null }));
    return ResultAsync.combine([filed, papers, summary, plans] as const).map(
      ([filedSubjects, paperList, progress, plansPage]) => {
        const found = paperList?.items ?? [];
        const exams = season.exams.map((exam): HomeSeasonExam => ({
          ...exam,
          papers: null,
          practice: exam.papers
            ? found
                .filter((paper) => isPaperOf(exam.papers!, paper))
                .slice(0, PAPERS_PER_EXAM)
                .map((paper) => ({
                  href: routeForDocumentPath(paper.path),
                  title: paper.title,
                  premium: paper.premium,
                }))
            : [],
        }));
        const trail = progress ? lastRevised(progress, RECENT_REVISIONS) : null;
        const teasers = plansPage ? offerTeasers(allPlans(plansPage.page)) : null;
        return {
          season: { ...season, exams },
          classes: filedSubjects ? classWays(filedSubjects.subjects) : null,
          revising: trail
            ? {
                ...trail,
                recent: trail.recent.map((item) => ({ ...item, href: routeForDocumentPath(item.path) })),
                nextHref: trail.next ? routeForDocumentPath(trail.next.path) : null,
              }
            : null,
          offers: teasers && teasers.length > 0 ? teasers : null,
        };
      },
    );
  }
}
