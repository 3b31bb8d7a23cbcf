// Issue 15, the home page: what a member was revising last (domain/home/last-revised.ts), from their progress
// summary, with the chapter to learn next and the way to the whole progress.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { HomeData } from "../../../application/web/home/load-home.ts";
import { frenchFirstOfMonth } from "../../../domain/locale/locale.ts";
import { SERVICE_TIME_ZONE } from "../../../domain/time/service-time-zone.ts";

export function LastRevised({
  revising,
  firstname,
}: {
  revising: NonNullable<HomeData["revising"]>;
  firstname: string | null;
}) {
  const { t, i18n } = useLingui();
  const day = (at: string) =>
    frenchFirstOfMonth(i18n.date(new Date(at), { dateStyle: "long", timeZone: SERVICE_TIME_ZONE }));
  const { recent, next, nextHref } = revising;
  return (
    <section className="page-section" aria-labelledby="revising-title">
      <h2 id="revising-title">{firstname ? t`${firstname}, reprenez vos révisions` : t`Reprenez vos révisions`}</h2>
      {recent.length === 0 ? (
        <p className="home-lead">
          <Trans>Rien pour l'instant : apprenez un chapitre ou terminez un quiz, il apparaîtra ici.</Trans>
        </p>
      ) : (
        <ul className="home-recent">
          {recent.map((item) => {
            const date = day(item.at);
            const score =
              item.kind === "quiz" ? `${i18n.number(item.score, { maximumFractionDigits: 2 })} / ${item.maxScore}` : "";
            return (
              <li key={`${item.kind}:${item.path}`} className="card">
                <Link to={item.href}>{item.title}</Link>
                <span className="home-recent__meta">
                  {item.kind === "quiz" ? t`Quiz terminé le ${date}, score ${score}` : t`Chapitre appris le ${date}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="home-more">
        {next && nextHref ? (
          <>
            <Trans>À apprendre ensuite :</Trans> <Link to={nextHref}>{next.title}</Link>
            {" · "}
          </>
        ) : null}
        <Link to="/revisions/cours-et-quiz">
          <Trans>Toute votre progression</Trans>
        </Link>
      </p>
    </section>
  );
}
