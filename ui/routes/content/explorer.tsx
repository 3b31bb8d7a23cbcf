// §2 /explorer and /explorer/*: browse all content by its document paths (content/README.md §1). A path
// that is a document shows it (its canonical address is its own route when it has one, e.g. a course);
// a folder lists its sub-folders and documents.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ContentSummary } from "../../../application/web/content/content-document.ts";
import { GRADES_BY_LEVEL, isDocumentPath, LEVELS, routeForDocumentPath } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { LoadContentPage } from "../../../application/web/content/load-content-page.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import type { Crumb } from "../../components/content/Breadcrumbs.tsx";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { DocumentView, type DocumentViewData } from "../../components/content/DocumentView.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/explorer";
import { contentLocale, failWith, notFound, unwrap, type LoaderArgsLike } from "./content-data.server.ts";
import { quizAction } from "./quiz-action.server.ts";
import { skipQuizRevalidation, useQuizGrader } from "./quiz-recorder.ts";

/** content §2: the top-level folders. */
const ROOT_FOLDERS = ["revisions", "exams", "orientation", "blog", "presse", "pages"] as const;

interface Folder {
  name: string;
  count: number;
}

type ExplorerData =
  | ({ view: "document"; path: string } & DocumentViewData)
  | { view: "folder"; path: string; folders: Folder[]; documents: ContentSummary[]; total: number };

function explorerPath(splat: string | undefined): string | null {
  const path = (splat ?? "").toLowerCase().replace(/^\/+|\/+$/g, "");
  return isDocumentPath(path) ? path : null;
}

export async function loader(args: Route.LoaderArgs): Promise<ExplorerData> {
  const path = explorerPath(args.params["*"]);
  if (path === null) notFound();
  const locale = contentLocale(args as LoaderArgsLike);
  const container = requestContainer(args.context);
  const lists = container.resolve(ListContent);
  if (path === "") {
    const counts = await Promise.all(ROOT_FOLDERS.map((name) => lists.execute({ path: name, locale, limit: 0 })));
    const folders = ROOT_FOLDERS.map((name, index) => ({ name, count: counts[index]?.isOk() ? (counts[index]?.value.total ?? 0) : 0 })).filter((folder) => folder.count > 0);
    return { view: "folder", path, folders, documents: [], total: folders.reduce((sum, folder) => sum + folder.count, 0) };
  }
  const page = await container.resolve(LoadContentPage).execute({ path, locale });
  if (page.isOk()) return { view: "document", path, ...page.value };
  if (page.error.type !== "NotFound") failWith(page.error);
  const list = unwrap(await lists.executeAll({ path, locale, sortBy: [{ order: "asc" }, { title: "asc" }] }));
  // Sub-folders from the documents' paths; the folder's own documents listed as cards.
  const prefix = `/${path}/`;
  const folders = new Map<string, number>();
  const documents: ContentSummary[] = [];
  for (const item of list.items) {
    const rest = item.path.startsWith(prefix) ? item.path.slice(prefix.length) : "";
    const [head = "", ...tail] = rest.split("/");
    if (tail.length === 0) documents.push(item);
    else folders.set(head, (folders.get(head) ?? 0) + 1);
  }
  return { view: "folder", path, folders: [...folders].map(([name, count]) => ({ name, count })), documents, total: list.total };
}

export async function action(args: Route.ActionArgs) {
  const path = explorerPath(args.params["*"]);
  if (path === null || path === "") notFound();
  return quizAction(args as LoaderArgsLike, path);
}

export const shouldRevalidate = skipQuizRevalidation;

export default function Explorer({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const quizGrader = useQuizGrader();
  const data = loaderData as ExplorerData;
  const segments = data.path === "" ? [] : data.path.split("/");
  const known: Record<string, string> = {
    revisions: t`Révisions`,
    exams: t`Examens`,
    orientation: t`Orientation`,
    blog: t`Blog`,
    presse: t`Presse`,
    pages: t`Pages`,
    sujets: t`Sujets`,
  };
  const nameOf = (segment: string) => {
    if (known[segment]) return known[segment];
    if ((LEVELS as readonly string[]).includes(segment)) return labels.level(segment);
    if (LEVELS.some((level) => GRADES_BY_LEVEL[level].includes(segment))) return labels.grade(segment);
    return labels.subject(segment);
  };
  const crumbs: Crumb[] = [
    { label: t`Explorer`, to: "/explorer" },
    ...segments.map((segment, index) => ({ label: nameOf(segment), to: `/explorer/${segments.slice(0, index + 1).join("/")}` })),
  ];

  if (data.view === "document") {
    const route = routeForDocumentPath(data.path);
    const canonical = route.startsWith("/explorer") ? undefined : route;
    return (
      <DocumentView
        data={data}
        path={`/explorer/${data.path}`}
        meta={canonical ? { canonical, bilingual: false } : {}}
        crumbs={[...crumbs.slice(0, -1), { label: data.document.title }]}
        quizGrader={quizGrader}
      />
    );
  }

  const folderLabel = nameOf(segments[segments.length - 1] ?? "");
  const title = data.path === "" ? t`Explorer tous les contenus` : t`Explorer : ${folderLabel}`;
  const total = data.total;
  return (
    <>
      <ContentMeta
        title={title}
        description={t`Tous les contenus, rangés comme dans la bibliothèque : révisions, examens, orientation, blog, presse et pages.`}
        path={data.path === "" ? "/explorer" : `/explorer/${data.path}`}
        locale={locale}
      />
      <PageHeader
        title={title}
        lead={<Plural value={total} one="# contenu dans ce dossier" other="# contenus dans ce dossier" />}
        crumbs={data.path === "" ? [{ label: t`Explorer` }] : crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.label } : crumb))}
      />
      <div className="content-section">
        {data.folders.length > 0 ? (
          <section aria-labelledby="explorer-folders">
            <h2 id="explorer-folders">
              <Trans>Dossiers</Trans>
            </h2>
            <ul className="folder-grid">
              {data.folders.map((folder) => {
                const count = folder.count;
                return (
                  <li key={folder.name}>
                    <Link className="folder-card" to={`/explorer/${data.path === "" ? "" : `${data.path}/`}${folder.name}`}>
                      <span className="folder-card__name">{nameOf(folder.name)}</span>
                      <span className="folder-card__count">
                        <Plural value={count} one="# contenu" other="# contenus" />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {data.documents.length > 0 ? (
          <section aria-labelledby="explorer-documents">
            <h2 id="explorer-documents">
              <Trans>Documents</Trans>
            </h2>
            <ContentList items={data.documents} showContext empty={null} />
          </section>
        ) : null}
      </div>
    </>
  );
}
