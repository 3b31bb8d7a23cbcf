// §2 /orientation: the orientation guides, Parcoursup, the packs by level and the blog's orientation articles.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/orientation";
import { contentLocale, failWith, type LoaderArgsLike } from "./content-data.server.ts";
import { ORIENTATION_BOXES } from "./orientation-boxes.ts";

export async function loader(args: Route.LoaderArgs) {
  const locale = contentLocale(args as LoaderArgsLike);
  const lists = requestContainer(args.context).resolve(ListContent);
  const [guides, articles] = await Promise.all([
    lists.executeAll({ path: "orientation", locale, sortBy: [{ order: "asc" }, { title: "asc" }] }),
    lists.execute({ path: "blog", locale, where: { $or: [{ section: "orientation" }, { tags: { $contains: "orientation" } }] }, sortBy: [{ date: "desc" }], limit: 3 }),
  ]);
  for (const result of [guides, articles]) if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
  return { guides: guides.isOk() ? guides.value.items : [], articles: articles.isOk() ? articles.value.items : [] };
}

export default function Orientation({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { guides, articles } = loaderData;
  const boxLabels: Record<string, string> = { college: t`Après la 3e`, lycee: t`Au lycée et vers le supérieur` };
  return (
    <>
      <ContentMeta
        title={t`Orientation : choisir sa voie, réussir Parcoursup`}
        description={t`Des guides pour choisir après la 3e, choisir ses spécialités au lycée et réussir ses vœux sur Parcoursup.`}
        path="/orientation"
        locale={locale}
      />
      <PageHeader
        title={t`Orientation`}
        lead={t`Voie générale, technologique ou professionnelle, spécialités, Parcoursup : des repères clairs pour choisir, à chaque étape.`}
        crumbs={[{ label: t`Orientation` }]}
      />
      <div className="content-section">
        <section aria-labelledby="orientation-boxes">
          <h2 id="orientation-boxes">
            <Trans>Par étape</Trans>
          </h2>
          <ul className="link-grid">
            {ORIENTATION_BOXES.map((box) => (
              <li key={box}>
                <Link to={`/orientation/box/${box}`}>{boxLabels[box]}</Link>
              </li>
            ))}
            <li>
              <Link to="/orientation/parcoursup">{t`Parcoursup, pas à pas`}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="orientation-guides">
          <h2 id="orientation-guides">
            <Trans>Les guides</Trans>
          </h2>
          <ContentList items={guides} showContext empty={<Trans>Les guides d'orientation arrivent bientôt.</Trans>} />
        </section>
        {articles.length > 0 ? (
          <section aria-labelledby="orientation-articles">
            <h2 id="orientation-articles">
              <Trans>Sur le blog</Trans>
            </h2>
            <ContentList items={articles} empty={null} />
          </section>
        ) : null}
      </div>
    </>
  );
}
