// §2 /orientation/box/{box?}: the orientation pack of a level (college: after the 3e; lycee: specialities
// and higher education), i.e. the guides written for that level; without a box, the list of packs.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/orientation-box";
import { contentLocale, failWith, notFound, type LoaderArgsLike } from "./content-data.server.ts";
import { ORIENTATION_BOXES, type OrientationBox } from "./orientation-boxes.ts";

export async function loader(args: Route.LoaderArgs) {
  const box = args.params.box?.toLowerCase();
  if (box === undefined) return { box: null, items: [] };
  if (!(ORIENTATION_BOXES as readonly string[]).includes(box)) notFound();
  const result = await requestContainer(args.context)
    .resolve(ListContent)
    .executeAll({ path: "orientation", locale: contentLocale(args as LoaderArgsLike), where: { level: box }, sortBy: [{ order: "asc" }, { title: "asc" }] });
  if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
  return { box: box as OrientationBox, items: result.isOk() ? result.value.items : [] };
}

export default function OrientationBoxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { box, items } = loaderData;
  const names: Record<OrientationBox, { title: string; lead: string }> = {
    college: {
      title: t`S'orienter après la 3e`,
      lead: t`Seconde générale et technologique, voie professionnelle, apprentissage : comprendre les options et préparer ses vœux de fin de 3e.`,
    },
    lycee: {
      title: t`S'orienter au lycée`,
      lead: t`Choisir ses spécialités, construire son projet et préparer Parcoursup, de la seconde à la terminale.`,
    },
  };
  const crumbs = [{ label: t`Orientation`, to: "/orientation" }];
  if (box === null) {
    return (
      <>
        <ContentMeta title={t`Les packs orientation`} description={t`Un pack de guides par étape : après la 3e, et au lycée jusqu'à Parcoursup.`} path="/orientation/box" locale={locale} />
        <PageHeader title={t`Les packs orientation`} lead={t`Choisissez l'étape où vous en êtes.`} crumbs={[...crumbs, { label: t`Packs` }]} />
        <div className="content-section">
          <ul className="level-grid">
            {ORIENTATION_BOXES.map((entry) => (
              <li key={entry} className="level-card">
                <h2 className="level-card__title">
                  <Link to={`/orientation/box/${entry}`}>{names[entry].title}</Link>
                </h2>
                <p>{names[entry].lead}</p>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  return (
    <>
      <ContentMeta title={names[box].title} description={names[box].lead} path={`/orientation/box/${box}`} locale={locale} />
      <PageHeader title={names[box].title} lead={names[box].lead} crumbs={[...crumbs, { label: t`Packs`, to: "/orientation/box" }, { label: names[box].title }]} />
      <div className="content-section">
        <ContentList items={items} headingLevel={2} empty={<Trans>Les guides de ce pack arrivent bientôt.</Trans>} />
        {box === "lycee" ? (
          <p>
            <Link className="button button--primary" to="/orientation/parcoursup">
              <Trans>Le guide Parcoursup</Trans>
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
