// §2 /bac/* and /brevet/*: /{exam}/sujets (the practice papers), /{exam}/sujets/{slug} (a paper with its
// answers), /{exam}/{subject} (the library's content for that exam in one subject), or any other
// document under exams/{exam}.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContentSummary } from "../../../application/web/content/content-document.ts";
import { isDocumentPath } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { LoadContentPage } from "../../../application/web/content/load-content-page.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { DocumentView, type DocumentViewData } from "../../components/content/DocumentView.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/exam-splat";
import { contentLocale, failWith, notFound, unwrap, type LoaderArgsLike } from "./content-data.server.ts";

type ExamSplatData =
  | { view: "papers"; exam: string; rest: string; items: ContentSummary[] }
  | { view: "subject"; exam: string; rest: string; items: ContentSummary[] }
  | ({ view: "document"; exam: string; rest: string } & DocumentViewData);

export async function loader(args: Route.LoaderArgs): Promise<ExamSplatData> {
  const exam = new URL(args.request.url).pathname.toLowerCase().startsWith("/brevet") ? "brevet" : "bac";
  const rest = (args.params["*"] ?? "").toLowerCase().replace(/\/+$/, "");
  if (!isDocumentPath(rest) || rest === "") notFound();
  const locale = contentLocale(args as LoaderArgsLike);
  const container = requestContainer(args.context);
  if (rest === "sujets") {
    const list = unwrap(await container.resolve(ListContent).executeAll({ path: `exams/${exam}/sujets`, locale, sortBy: [{ title: "asc" }] }));
    return { view: "papers", exam, rest, items: list.items };
  }
  const page = await container.resolve(LoadContentPage).execute({ path: `exams/${exam}/${rest}`, locale });
  if (page.isOk()) return { view: "document", exam, rest, ...page.value };
  if (page.error.type !== "NotFound" || rest.includes("/")) failWith(page.error);
  // One segment that is not a document: a subject of the library, for this exam.
  const list = unwrap(await container.resolve(ListContent).executeAll({ path: "revisions", locale, where: { exam, subject: rest }, sortBy: [{ order: "asc" }] }));
  if (list.total === 0) notFound();
  return { view: "subject", exam, rest, items: list.items };
}

export default function ExamSplat({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const data = loaderData as ExamSplatData;
  const name = labels.exam(data.exam);
  const examCrumbs = [
    { label: t`Examens`, to: "/revisions/diplomes" },
    { label: name, to: `/${data.exam}` },
  ];
  if (data.view === "document") {
    return <DocumentView data={data} path={`/${data.exam}/${data.rest}`} crumbs={[...examCrumbs, { label: data.document.title }]} />;
  }
  if (data.view === "papers") {
    return (
      <>
        <ContentMeta
          title={t`${name} : sujets d'entraînement corrigés`}
          description={t`Des sujets complets dans l'esprit de l'épreuve, avec un corrigé rédigé, pour s'entraîner en conditions réelles.`}
          path={`/${data.exam}/sujets`}
          locale={locale}
        />
        <PageHeader
          title={t`${name} : sujets d'entraînement`}
          lead={t`Des sujets originaux dans l'esprit de l'épreuve, avec leur corrigé rédigé. Chronométrez-vous !`}
          crumbs={[...examCrumbs, { label: t`Sujets` }]}
        />
        <div className="content-section">
          <ContentList items={data.items} showContext headingLevel={2} empty={<Trans>Les sujets d'entraînement de cet examen arrivent bientôt.</Trans>} />
        </div>
      </>
    );
  }
  const subject = labels.subject(data.rest);
  return (
    <>
      <ContentMeta
        title={t`${name} de ${subject} : cours, quiz et fiches`}
        description={t`Tout ce qui prépare à l'épreuve de ${subject} du ${name} : cours, fiches, quiz corrigés et cartes mémoire.`}
        path={`/${data.exam}/${data.rest}`}
        locale={locale}
      />
      <PageHeader title={t`${name} : ${subject}`} lead={t`Les contenus qui préparent à l'épreuve de ${subject}.`} crumbs={[...examCrumbs, { label: subject }]} />
      <div className="content-section">
        <ContentList items={data.items} showContext headingLevel={2} empty={null} />
      </div>
    </>
  );
}
