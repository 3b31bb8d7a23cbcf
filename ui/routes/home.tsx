// §2 "/", the home (issue 15): what the product is, shown by the product itself. The search of the knowledge library
// (a GET form), a member's latest revisions, the exams of the season, a way in by class and subject, and the offers.
// Server-rendered links and forms only: nothing here needs JavaScript. The loader's output depends on the language,
// the region, the member and the season of the day (application/web/home/load-home.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAppContext, useWebConfig } from "../composition/app-context.tsx";
import { ClassWays } from "../components/home/ClassWays.tsx";
import { HomeOffers } from "../components/home/HomeOffers.tsx";
import { LastRevised } from "../components/home/LastRevised.tsx";
import { SeasonExams } from "../components/home/SeasonExams.tsx";
import { hydratedAtDeferredStart } from "../components/chrome/deferred-part.tsx";
import "../styles/home.css";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server.ts";

/**
 * The search is a plain GET form: it works the same hydrated or not, so its code comes at the deferred start
 * (ADR 032, addendum "Session 8").
 */
const SearchForm = hydratedAtDeferredStart(() => import("../components/SearchForm.tsx").then((m) => m.SearchForm), {
  approach: ".search-form",
});

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { brandName } = useWebConfig();
  const { session, offersAvailable } = useAppContext();
  const { season, classes, revising, offers } = loaderData;
  return (
    <>
      <title>{t`${brandName} : réviser du primaire au supérieur`}</title>
      <meta
        name="description"
        content={t`Cours, quiz, fiches de révision, annales et simulateurs de notes pour le Brevet et le Bac.`}
      />
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">
            <Trans>Réviser mieux, du primaire au supérieur</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Cours, quiz, fiches de révision, flashcards et annales corrigées, pour les élèves, les étudiants et leurs
              parents.
            </Trans>
          </p>
          <div className="home-search">
            <SearchForm />
          </div>
        </div>
      </section>
      {revising ? <LastRevised revising={revising} firstname={session.firstname} /> : null}
      <SeasonExams season={season} />
      {classes && classes.length > 0 ? <ClassWays levels={classes} /> : null}
      {offers && offersAvailable && !session.view.premium ? <HomeOffers offers={offers} /> : null}
    </>
  );
}
