// §2 /blog/{page?} and /blog/{section?}/{page?}: the blog's articles, newest first, paginated, by section.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import { Pagination } from "../../components/content/Pagination.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/blog";
import { BLOG_PAGE_SIZE, BLOG_SECTIONS } from "./blog-sections.ts";
import { contentLocale, failWith, notFound, type LoaderArgsLike } from "./content-data.server.ts";

const PAGE = /^[1-9]\d{0,4}$/;

/** /blog, /blog/2, /blog/conseils, /blog/conseils/2; "redirect" for a written page 1 (/blog/1, /blog/conseils/1). */
function parse(first: string | undefined, second: string | undefined): { section: string | null; page: number } | "redirect" | null {
  if (first === undefined) return { section: null, page: 1 };
  if (PAGE.test(first)) return second !== undefined ? null : first === "1" ? "redirect" : { section: null, page: Number(first) };
  const section = first.toLowerCase();
  if (!(BLOG_SECTIONS as readonly string[]).includes(section)) return null;
  if (second === undefined) return { section, page: 1 };
  if (!PAGE.test(second)) return null;
  return second === "1" ? "redirect" : { section, page: Number(second) };
}

export async function loader(args: Route.LoaderArgs) {
  const parsed = parse(args.params.first, args.params.second);
  if (!parsed) notFound();
  if (parsed === "redirect") {
    const section = args.params.first && !PAGE.test(args.params.first) ? `/${args.params.first.toLowerCase()}` : "";
    throw redirect(`/blog${section}`, 301);
  }
  const { section, page } = parsed;
  const result = await requestContainer(args.context)
    .resolve(ListContent)
    .execute({
      path: "blog",
      locale: contentLocale(args as LoaderArgsLike),
      where: { kind: "article", ...(section ? { section } : {}) },
      sortBy: [{ date: "desc" }],
      limit: BLOG_PAGE_SIZE,
      skip: (page - 1) * BLOG_PAGE_SIZE,
    });
  if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
  const list = result.isOk() ? result.value : { items: [], total: 0 };
  if (page > 1 && list.items.length === 0) notFound();
  return { section, page, items: list.items, pageCount: Math.ceil(list.total / BLOG_PAGE_SIZE) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const { section, page, items, pageCount } = loaderData;
  const base = section ? `/blog/${section}` : "/blog";
  const href = (number: number) => (number === 1 ? base : `${base}/${number}`);
  const sectionName = section ? labels.section(section) : null;
  const title = sectionName ? t`Blog : ${sectionName}` : t`Le blog`;
  return (
    <>
      <ContentMeta
        title={page > 1 ? t`${title} (page ${page})` : title}
        description={t`Conseils de méthode, orientation, examens, accompagnement des parents : les articles de l'équipe pédagogique.`}
        path={href(page)}
        locale={locale}
      />
      <PageHeader
        title={title}
        lead={t`Des conseils concrets pour réviser, s'organiser, s'orienter et accompagner ses enfants.`}
        crumbs={sectionName ? [{ label: t`Blog`, to: "/blog" }, { label: sectionName }] : [{ label: t`Blog` }]}
      >
        <nav aria-label={t`Rubriques du blog`}>
          <ul className="chip-list">
            <li>
              <Link className="chip" to="/blog" aria-current={section === null ? "page" : undefined}>
                <Trans>Tous les articles</Trans>
              </Link>
            </li>
            {BLOG_SECTIONS.map((entry) => (
              <li key={entry}>
                <Link className="chip" to={`/blog/${entry}`} aria-current={section === entry ? "page" : undefined}>
                  {labels.section(entry)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="content-section">
        <ContentList items={items} headingLevel={2} empty={<Trans>Aucun article n'est encore publié dans cette rubrique.</Trans>} />
        <Pagination page={page} pageCount={pageCount} hrefFor={href} />
      </div>
    </>
  );
}
