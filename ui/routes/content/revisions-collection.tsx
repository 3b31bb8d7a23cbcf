// §2 /revisions/diplomes, /revisions/tests-de-langues, /revisions/tests-et-concours: themed collections
// of the library (exam preparation, language tests, competitive exams and higher-education tests).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListContent, type ListContentInput } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/revisions-collection";
import { pageUrl } from "../../composition/page-url.ts";
import { bySchoolOrder } from "../../../domain/content/document-routes.ts";
import { contentLocale, failWith, notFound, type LoaderArgsLike } from "./content-data.server.ts";

const COLLECTIONS = ["diplomes", "tests-de-langues", "tests-et-concours"] as const;
type Collection = (typeof COLLECTIONS)[number];

/** What each collection lists (content §2 folders and §3 fields). */
const QUERIES: Record<Collection, Omit<ListContentInput, "locale">[]> = {
  // The exam presentations (exams/bac, exams/brevet), then the practice papers.
  diplomes: [
    { path: "exams", where: { kind: "page" }, sortBy: [{ title: "asc" }] },
    { path: "exams", where: { kind: "exam" }, sortBy: [{ title: "asc" }] },
  ],
  // The test preparations, then the English courses of every class (each course leads to its quiz, deck and sheet):
  // the quizzes and decks themselves would be over a hundred items.
  "tests-de-langues": [
    { path: "revisions", where: { tags: { $in: ["toeic", "toefl", "ielts", "langues"] } }, sortBy: [{ title: "asc" }] },
    { path: "revisions", where: { subject: "anglais", kind: "course" } },
  ],
  "tests-et-concours": [{ path: "revisions/sup", sortBy: [{ order: "asc" }, { title: "asc" }] }],
};

export async function loader(args: Route.LoaderArgs) {
  const collection = pageUrl(args.request).pathname.toLowerCase().split("/")[2] as Collection;
  if (!COLLECTIONS.includes(collection)) notFound();
  const locale = contentLocale(args as LoaderArgsLike);
  const lists = await Promise.all(
    QUERIES[collection].map(async (query) => {
      const result = await requestContainer(args.context).resolve(ListContent).executeAll({ ...query, locale });
      if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
      return result.isOk() ? result.value.items : [];
    }),
  );
  // A test preparation is listed once, under its own heading.
  const [first = [], ...rest] = lists;
  const listed = new Set(first.map((item) => item.path));
  return { collection, lists: [first, ...rest.map((items) => bySchoolOrder(items.filter((item) => !listed.has(item.path))))] };
}

export default function RevisionsCollection({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { collection, lists } = loaderData;
  const [first = [], second = []] = lists;
  const crumbs = (label: string) => [{ label: t`Révisions`, to: "/revisions" }, { label }];

  if (collection === "diplomes") {
    return (
      <>
        <ContentMeta
          title={t`Préparer le brevet et le bac`}
          description={t`Le fonctionnement des examens, des sujets d'entraînement corrigés et les simulateurs de notes du brevet et du bac.`}
          path="/revisions/diplomes"
          locale={locale}
        />
        <PageHeader
          title={t`Préparer un diplôme`}
          lead={t`Comment se passent le brevet et le bac, des sujets d'entraînement corrigés, et de quoi estimer sa note.`}
          crumbs={crumbs(t`Diplômes`)}
        />
        <div className="content-section">
          <section aria-labelledby="diplomas-exams">
            <h2 id="diplomas-exams">
              <Trans>Les examens</Trans>
            </h2>
            <ContentList items={first} empty={<Trans>La présentation des examens arrive bientôt.</Trans>} />
          </section>
          <section aria-labelledby="diplomas-papers">
            <h2 id="diplomas-papers">
              <Trans>Sujets d'entraînement corrigés</Trans>
            </h2>
            <ContentList items={second} showContext empty={<Trans>Les premiers sujets d'entraînement arrivent bientôt.</Trans>} />
          </section>
          <section aria-labelledby="diplomas-simulators">
            <h2 id="diplomas-simulators">
              <Trans>Estimer sa note</Trans>
            </h2>
            <ul className="link-grid">
              <li>
                <Link to="/simulateur-de-notes-brevet">{t`Simulateur de notes du brevet`}</Link>
              </li>
              <li>
                <Link to="/simulateur-de-notes-bac">{t`Simulateur de notes du bac`}</Link>
              </li>
            </ul>
          </section>
        </div>
      </>
    );
  }

  if (collection === "tests-de-langues") {
    return (
      <>
        <ContentMeta
          title={t`Tests de langues : TOEIC, TOEFL, IELTS`}
          description={t`Se préparer aux tests d'anglais reconnus par les écoles et les employeurs : format des épreuves, méthode et entraînement.`}
          path="/revisions/tests-de-langues"
          locale={locale}
        />
        <PageHeader
          title={t`Tests de langues`}
          lead={t`TOEIC, TOEFL, IELTS : des tests d'anglais demandés pour entrer dans une école, partir à l'étranger ou décrocher un emploi.`}
          crumbs={crumbs(t`Tests de langues`)}
        />
        <div className="content-section">
          <section className="prose" aria-labelledby="languages-which">
            <h2 id="languages-which">
              <Trans>Quel test choisir ?</Trans>
            </h2>
            <ul>
              <li>
                <Trans>
                  <strong>TOEIC</strong> : l'anglais professionnel, souvent demandé en école de commerce ou d'ingénieurs et par les employeurs.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>TOEFL</strong> : l'anglais universitaire, pour étudier dans un établissement anglophone, surtout en Amérique du Nord.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>IELTS</strong> : pour étudier ou s'installer au Royaume-Uni, en Australie ou au Canada.
                </Trans>
              </li>
            </ul>
          </section>
          <section aria-labelledby="languages-content">
            <h2 id="languages-content">
              <Trans>Contenus de préparation</Trans>
            </h2>
            <ContentList
              items={first}
              showContext
              empty={
                <p>
                  <Trans>
                    Les contenus de préparation aux tests de langues sont en cours d'écriture. Le pack TOEIC/TOEFL (3 mois) est déjà
                    disponible sur la page des <Link to="/premium">offres</Link>.
                  </Trans>
                </p>
              }
            />
          </section>
          <section aria-labelledby="languages-courses">
            <h2 id="languages-courses">
              <Trans>Les cours d'anglais, de la 6e au supérieur</Trans>
            </h2>
            <ContentList items={second} showContext empty={<Trans>Les cours d'anglais arrivent bientôt.</Trans>} />
          </section>
        </div>
      </>
    );
  }

  return (
    <>
      <ContentMeta
        title={t`Tests et concours : méthode et entraînement`}
        description={t`Méthodologie, probabilités, dissertation : les contenus du supérieur pour préparer examens, tests et concours.`}
        path="/revisions/tests-et-concours"
        locale={locale}
      />
      <PageHeader
        title={t`Tests et concours`}
        lead={t`Les méthodes et les notions du supérieur qui reviennent dans les examens, les tests d'admission et les concours.`}
        crumbs={crumbs(t`Tests et concours`)}
      />
      <div className="content-section">
        <ContentList items={first} showContext headingLevel={2} empty={<Trans>Les premiers contenus de préparation aux concours arrivent bientôt.</Trans>} />
      </div>
    </>
  );
}
