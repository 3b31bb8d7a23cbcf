// §2 /revisions: for visitors, the revision library by level; a logged-in member goes to the account
// site's revisions home (§6 account-site redirect).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import { GRADES_BY_LEVEL, LEVELS } from "../../../application/web/content/content-paths.ts";
import { ListFiledSubjects } from "../../../application/web/content/filed-subjects.ts";
import { ResolveRevisionsEntry } from "../../../application/web/content/resolve-revisions-entry.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import { SearchForm } from "../../components/SearchForm.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/revisions";
import { contentLocale, unwrap, webConfig, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const container = requestContainer(args.context);
  const to = container.resolve(ResolveRevisionsEntry).execute({ url: new URL(args.request.url), accountSiteUrl: webConfig(args as LoaderArgsLike).accountSiteUrl });
  if (to) throw redirect(to, 302);
  // Issue 15: the subjects that have content, per class ("sup" for higher education), counted over the whole library
  // (the rule the home's way in by class follows too).
  const filed = unwrap(await container.resolve(ListFiledSubjects).execute({ locale: contentLocale(args as LoaderArgsLike) }));
  const subjects: Record<string, string[]> = {};
  for (const { grade, subject } of filed.subjects) {
    if (!grade || !subject) continue;
    (subjects[grade] ??= []).push(subject);
  }
  return { subjects, total: filed.total };
}

export default function Revisions({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const { subjects } = loaderData;
  return (
    <>
      <ContentMeta
        title={t`Réviser du primaire au supérieur : cours, quiz et fiches`}
        description={t`La bibliothèque de révision : cours, quiz corrigés, cartes mémoire et fiches, classés par niveau, par classe et par matière.`}
        path="/revisions"
        locale={locale}
      />
      <PageHeader
        title={t`Réviser`}
        lead={t`Choisissez votre classe, puis la matière : cours, fiches, quiz corrigés et cartes mémoire vous attendent.`}
        crumbs={[{ label: t`Révisions` }]}
      >
        <SearchForm />
      </PageHeader>
      <div className="content-section">
        <ul className="level-grid">
          {LEVELS.map((level) => {
            const grades = level === "sup" ? ["sup"] : GRADES_BY_LEVEL[level];
            const levelName = labels.level(level);
            return (
              <li key={level} className="level-card">
                <h2 className="level-card__title">
                  <Link to={`/revisions/${level}`}>{labels.level(level)}</Link>
                </h2>
                <ul className="chip-list" aria-label={t`Classes : ${levelName}`}>
                  {grades.map((grade) => (
                    <li key={grade}>
                      <Link className="chip" to={`/revisions/${grade}`}>
                        {level === "sup" ? t`Toutes les matières` : labels.grade(grade)}
                      </Link>
                    </li>
                  ))}
                </ul>
                {grades.some((grade) => subjects[grade]?.length) ? (
                  <p className="level-card__subjects">
                    <Trans>Déjà en ligne :</Trans>{" "}
                    {grades
                      .filter((grade) => subjects[grade]?.length)
                      .map((grade) => `${level === "sup" ? "" : `${labels.grade(grade)} (`}${(subjects[grade] ?? []).map(labels.subject).join(", ")}${level === "sup" ? "" : ")"}`)
                      .join(" ; ")}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <section className="content-links" aria-labelledby="revisions-more">
          <h2 id="revisions-more">
            <Trans>Aller plus loin</Trans>
          </h2>
          <ul className="link-grid">
            <li>
              <Link to="/revisions/bibliotheque-des-savoirs">{t`La bibliothèque des savoirs`}</Link>
            </li>
            <li>
              <Link to="/revisions/diplomes">{t`Préparer un diplôme : brevet et bac`}</Link>
            </li>
            <li>
              <Link to="/revisions/tests-de-langues">{t`Tests de langues`}</Link>
            </li>
            <li>
              <Link to="/revisions/tests-et-concours">{t`Tests et concours`}</Link>
            </li>
            <li>
              <Link to="/revisions/intro">{t`Les packs de révision`}</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
