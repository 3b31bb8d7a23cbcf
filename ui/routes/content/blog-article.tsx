// §2 /blog/articles/{date?}/{slug?}: an article (blog/<date>-<slug>); a date alone lists that day's
// articles; nothing moves to the blog's first page.
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import type { ContentSummary } from "../../../application/web/content/content-document.ts";
import { blogDocumentPath } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { DocumentView, type DocumentViewData } from "../../components/content/DocumentView.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/blog-article";
import { contentLocale, loadDocumentPage, notFound, unwrap, type LoaderArgsLike } from "./content-data.server.ts";

type BlogArticleData = ({ view: "article"; date: string; slug: string } & DocumentViewData) | { view: "day"; date: string; items: ContentSummary[] };

export async function loader(args: Route.LoaderArgs): Promise<BlogArticleData> {
  const { date, slug } = args.params;
  if (date === undefined) throw redirect("/blog", 301);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) notFound();
  const locale = contentLocale(args as LoaderArgsLike);
  if (slug === undefined) {
    const list = unwrap(await requestContainer(args.context).resolve(ListContent).execute({ path: "blog", locale, where: { date }, sortBy: [{ title: "asc" }] }));
    if (list.total === 0) notFound();
    return { view: "day", date, items: list.items };
  }
  const path = blogDocumentPath(date, slug.toLowerCase());
  if (path === null) notFound();
  const page = await loadDocumentPage(args as LoaderArgsLike, { path, locale, neighbours: { folder: "blog", sortBy: [{ date: "desc" }], where: { kind: "article" } } }, { bodyInPage: true });
  return { view: "article", date, slug: slug.toLowerCase(), ...page };
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const data = loaderData as BlogArticleData;
  if (data.view === "day") {
    const day = labels.date(data.date);
    return (
      <>
        <ContentMeta title={t`Les articles du ${day}`} description={t`Les articles du blog publiés le ${day}.`} path={`/blog/articles/${data.date}`} locale={locale} />
        <PageHeader title={t`Les articles du ${day}`} crumbs={[{ label: t`Blog`, to: "/blog" }, { label: day }]} />
        <div className="content-section">
          <ContentList items={data.items} headingLevel={2} empty={<Trans>Aucun article ce jour-là.</Trans>} />
        </div>
      </>
    );
  }
  const { document } = data;
  const crumbs = [
    { label: t`Blog`, to: "/blog" },
    ...(document.section ? [{ label: labels.section(document.section), to: `/blog/${document.section}` }] : []),
    { label: document.title },
  ];
  return <DocumentView data={data} path={`/blog/articles/${data.date}/${data.slug}`} crumbs={crumbs} />;
}
