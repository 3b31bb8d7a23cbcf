// §2 /seo/reussite-scolaire: a landing page on school success for search engines: what helps, where to
// start by level, and the latest advice articles and free courses.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LEVELS } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/seo-reussite-scolaire";
import { contentLocale, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const locale = contentLocale(args as LoaderArgsLike);
  const lists = requestContainer(args.context).resolve(ListContent);
  const [articles, courses] = await Promise.all([
    lists.execute({ path: "blog", locale, where: { section: { $in: ["conseils", "parents"] } }, sortBy: [{ date: "desc" }], limit: 3 }),
    lists.execute({ path: "revisions", locale, where: { kind: "course", premium: false }, sortBy: [{ order: "asc" }, { title: "asc" }], limit: 6 }),
  ]);
  return { articles: articles.isOk() ? articles.value.items : [], courses: courses.isOk() ? courses.value.items : [] };
}

export default function SeoReussiteScolaire({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  return (
    <>
      <ContentMeta
        title={t`Réussite scolaire : méthodes, révisions et conseils, du primaire au bac`}
        description={t`Ce qui aide vraiment à progresser à l'école : des révisions courtes et régulières, des quiz pour vérifier, des fiches pour retenir, et des parents qui accompagnent sans faire à la place.`}
        path="/seo/reussite-scolaire"
        locale={locale}
      />
      <PageHeader
        title={t`La réussite scolaire, ça s'apprend`}
        lead={t`Réviser un peu chaque jour, se tester plutôt que relire, demander de l'aide tôt : des habitudes simples font la différence, à tout âge.`}
        crumbs={[{ label: t`Réussite scolaire` }]}
      />
      <div className="content-section">
        <section className="prose" aria-labelledby="success-habits">
          <h2 id="success-habits">
            <Trans>Quatre habitudes qui font progresser</Trans>
          </h2>
          <ol>
            <li>
              <Trans>
                <strong>Réviser souvent, peu à la fois.</strong> Vingt minutes par jour valent mieux qu'une soirée entière la veille du contrôle.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Se tester.</strong> Un quiz ou une carte mémoire oblige à retrouver la réponse : c'est ce qui la fixe.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Espacer les révisions.</strong> Revoir une notion le lendemain, puis quelques jours après, puis la semaine suivante.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Demander de l'aide tôt.</strong> Une difficulté repérée en octobre se rattrape bien plus vite qu'en juin.
              </Trans>
            </li>
          </ol>
        </section>
        <section aria-labelledby="success-levels">
          <h2 id="success-levels">
            <Trans>Commencer par son niveau</Trans>
          </h2>
          <ul className="chip-list chip-list--large">
            {LEVELS.map((level) => (
              <li key={level}>
                <Link className="chip" to={`/revisions/${level}`}>
                  {labels.level(level)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="success-courses">
          <h2 id="success-courses">
            <Trans>Des cours gratuits pour commencer</Trans>
          </h2>
          <ContentList items={loaderData.courses} showContext empty={<Trans>Les cours gratuits arrivent bientôt.</Trans>} />
        </section>
        <section aria-labelledby="success-articles">
          <h2 id="success-articles">
            <Trans>Nos derniers conseils</Trans>
          </h2>
          <ContentList items={loaderData.articles} empty={<Trans>Les articles de conseils arrivent bientôt.</Trans>} />
          <p>
            <Link to="/nos-engagements/reussite-scolaire">
              <Trans>Notre engagement pour la réussite scolaire</Trans>
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
