// §2 /revisions/bibliotheque-des-savoirs: the knowledge library, a full-text search across all content
// (§7 search), paginated; without a search, the ways into the library.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LEVELS } from "../../../application/web/content/content-paths.ts";
import { SearchContent } from "../../../application/web/content/search-content.ts";
import { searchTerms } from "../../../application/web/content/search-terms.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import { Pagination } from "../../components/content/Pagination.tsx";
import { SearchForm } from "../../components/SearchForm.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/library";
import { contentLocale, notFound, unwrap, type LoaderArgsLike } from "./content-data.server.ts";

const PER_PAGE = 12;
const PATH = "/revisions/bibliotheque-des-savoirs";

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const query = searchTerms(url.searchParams.get("q") ?? "");
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  if (!Number.isInteger(page) || page < 1) notFound();
  if (query === "") return { query, page: 1, items: [], total: 0 };
  const found = unwrap(
    await requestContainer(args.context)
      .resolve(SearchContent)
      .execute({ query, locale: contentLocale(args as LoaderArgsLike), limit: PER_PAGE, skip: (page - 1) * PER_PAGE }),
  );
  return { query, page, items: found.items, total: found.total };
}

export default function Library({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const { query, page, items, total } = loaderData;
  const pageCount = Math.ceil(total / PER_PAGE);
  const href = (number: number) => `${PATH}?${new URLSearchParams({ q: query, ...(number > 1 ? { page: String(number) } : {}) })}`;
  return (
    <>
      <ContentMeta
        title={query ? t`« ${query} » dans la bibliothèque des savoirs` : t`La bibliothèque des savoirs`}
        description={t`Cherchez parmi tous les cours, quiz, fiches, cartes mémoire, sujets et articles, du primaire au supérieur.`}
        path={PATH}
        locale={locale}
        noindex={query !== ""}
      />
      <PageHeader
        title={t`La bibliothèque des savoirs`}
        lead={t`Tous les contenus en un seul endroit : cherchez une notion, un auteur, une méthode.`}
        crumbs={[{ label: t`Révisions`, to: "/revisions" }, { label: t`Bibliothèque des savoirs` }]}
      >
        <SearchForm query={query} />
      </PageHeader>
      <div className="content-section">
        {query === "" ? (
          <section aria-labelledby="library-browse">
            <h2 id="library-browse">
              <Trans>Parcourir par niveau</Trans>
            </h2>
            <ul className="chip-list chip-list--large">
              {LEVELS.map((level) => (
                <li key={level}>
                  <Link className="chip" to={`/revisions/${level}`}>
                    {labels.level(level)}
                  </Link>
                </li>
              ))}
              <li>
                <Link className="chip" to="/explorer">
                  <Trans>Tous les contenus</Trans>
                </Link>
              </li>
            </ul>
          </section>
        ) : (
          <section aria-labelledby="library-results">
            <h2 id="library-results" className="search-results__title">
              <Plural value={total} _0={`« ${query} » : aucun résultat`} one={`# résultat pour « ${query} »`} other={`# résultats pour « ${query} »`} />
            </h2>
            <ContentList
              items={items}
              showContext
              empty={
                <p>
                  <Trans>Essayez un autre mot, plus court ou plus général, ou parcourez les contenus par niveau.</Trans>
                </p>
              }
            />
            <Pagination page={page} pageCount={pageCount} hrefFor={href} />
          </section>
        )}
      </div>
    </>
  );
}
