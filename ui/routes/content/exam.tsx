// §2 /bac and /brevet: the exam's presentation (exams/bac, exams/brevet), its practice papers and the
// subjects of the library that prepare for it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { DocumentView } from "../../components/content/DocumentView.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import "../../styles/content.css";
import type { Route } from "./+types/exam";
import { contentLocale, loadDocumentPage, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const exam = new URL(args.request.url).pathname.toLowerCase().startsWith("/brevet") ? "brevet" : "bac";
  const locale = contentLocale(args as LoaderArgsLike);
  const lists = requestContainer(args.context).resolve(ListContent);
  const [page, papers, library] = await Promise.all([
    loadDocumentPage(args as LoaderArgsLike, { path: `exams/${exam}`, locale }),
    lists.executeAll({ path: `exams/${exam}/sujets`, locale, sortBy: [{ title: "asc" }] }),
    // The subjects from the counts of every document that prepares for the exam, not from a page of them.
    lists.execute({ path: "revisions", locale, where: { exam }, limit: 0, facets: ["subject"] }),
  ]);
  const subjects = (library.isOk() ? (library.value.facets ?? []) : []).map((facet) => facet.values.subject).filter((s): s is string => typeof s === "string");
  return { ...page, exam, papers: papers.isOk() ? papers.value.items : [], subjects };
}

export default function Exam({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const labels = useContentLabels();
  const { exam, papers, subjects } = loaderData;
  const name = labels.exam(exam);
  return (
    <DocumentView data={loaderData} path={`/${exam}`} crumbs={[{ label: t`Examens`, to: "/revisions/diplomes" }, { label: name }]}>
      <div className="content-page__related">
        <section aria-labelledby="exam-papers">
          <h2 id="exam-papers">
            <Trans>Sujets d'entraînement corrigés</Trans>
          </h2>
          <ContentList items={papers} headingLevel={3} empty={<Trans>Les sujets d'entraînement de cet examen arrivent bientôt.</Trans>} />
          {papers.length > 0 ? (
            <p>
              <Link to={`/${exam}/sujets`}>
                <Trans>Tous les sujets</Trans>
              </Link>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="exam-subjects">
          <h2 id="exam-subjects">
            <Trans>Réviser par matière</Trans>
          </h2>
          {subjects.length > 0 ? (
            <ul className="chip-list chip-list--large">
              {subjects.map((subject) => (
                <li key={subject}>
                  <Link className="chip" to={`/${exam}/${subject}`}>
                    {labels.subject(subject)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Trans>Les contenus par matière de cet examen arrivent bientôt.</Trans>
            </p>
          )}
          <p>
            <Link className="button button--ghost" to={exam === "bac" ? "/simulateur-de-notes-bac" : "/simulateur-de-notes-brevet"}>
              {exam === "bac" ? t`Simuler sa note au bac` : t`Simuler sa note au brevet`}
            </Link>
          </p>
        </section>
      </div>
    </DocumentView>
  );
}
