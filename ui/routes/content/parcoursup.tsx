// §2 /orientation/parcoursup and /orientation/parcoursup/*: the Parcoursup guide (orientation/parcoursup)
// and the documents below it, with the blog's Parcoursup articles.
import { Trans, useLingui } from "@lingui/react/macro";
import { isDocumentPath } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { DocumentView } from "../../components/content/DocumentView.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/parcoursup";
import { contentLocale, loadDocumentPage, notFound, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const rest = (args.params["*"] ?? "").toLowerCase().replace(/\/+$/, "");
  if (!isDocumentPath(rest)) notFound();
  const locale = contentLocale(args as LoaderArgsLike);
  const path = rest === "" ? "orientation/parcoursup" : `orientation/parcoursup/${rest}`;
  const [page, articles] = await Promise.all([
    loadDocumentPage(args as LoaderArgsLike, { path, locale }),
    requestContainer(args.context)
      .resolve(ListContent)
      .execute({ path: "blog", locale, where: { tags: { $contains: "parcoursup" } }, sortBy: [{ date: "desc" }], limit: 3 }),
  ]);
  return { ...page, rest, articles: articles.isOk() ? articles.value.items : [] };
}

export default function Parcoursup({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { rest, articles, document } = loaderData;
  const crumbs =
    rest === ""
      ? [{ label: t`Orientation`, to: "/orientation" }, { label: t`Parcoursup` }]
      : [{ label: t`Orientation`, to: "/orientation" }, { label: t`Parcoursup`, to: "/orientation/parcoursup" }, { label: document.title }];
  return (
    <DocumentView data={loaderData} path={`/orientation/parcoursup${rest ? `/${rest}` : ""}`} crumbs={crumbs}>
      {articles.length > 0 ? (
        <section className="content-page__related" aria-labelledby="parcoursup-articles">
          <h2 id="parcoursup-articles">
            <Trans>À lire aussi sur le blog</Trans>
          </h2>
          <ContentList items={articles} empty={null} />
        </section>
      ) : null}
    </DocumentView>
  );
}
