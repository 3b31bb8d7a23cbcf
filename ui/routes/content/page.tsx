// §2 institutional, legal and partner-area pages: one document of pages/ per route (content/README.md §2),
// the sub-pages of a section listed after its text (/nos-engagements, /gar). /privacy-policy and /terms
// are the English-facing addresses of the privacy rules and the terms of use: they show the English
// document whatever the interface language.
import { Trans, useLingui } from "@lingui/react/macro";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { pageDocumentPath } from "../../../application/web/content/content-paths.ts";
import type { Locale } from "../../../domain/locale/locale.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { pageUrl } from "../../composition/page-url.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import type { ContentMetaProps } from "../../components/content/ContentMeta.tsx";
import { DocumentView } from "../../components/content/DocumentView.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/page";
import { contentLocale, loadDocumentPage, type LoaderArgsLike } from "./content-data.server.ts";

/** Routes whose document is not at pages/<route>, and the language they always show. */
const ENGLISH_FACING: Readonly<Record<string, { document: string; french: string }>> = {
  "/privacy-policy": { document: "pages/regles-de-confidentialite", french: "/regles-de-confidentialite" },
  "/terms": { document: "pages/conditions-d-utilisation", french: "/conditions-d-utilisation" },
};
const FRENCH_FACING: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(ENGLISH_FACING).map(([english, { french }]) => [french, english]));

export async function loader(args: Route.LoaderArgs) {
  // pageUrl: a client navigation asks for `/<route>.data`, whose pathname is not the page's.
  const route = pageUrl(args.request).pathname.replace(/\/+$/, "") || "/";
  const english = ENGLISH_FACING[route.toLowerCase()];
  const locale: Locale = english ? "en" : contentLocale(args as LoaderArgsLike);
  const path = english?.document ?? pageDocumentPath(route);
  const [page, children] = await Promise.all([
    loadDocumentPage(args as LoaderArgsLike, { path, locale }, { bodyInPage: true }),
    requestContainer(args.context).resolve(ListContent).executeAll({ path, locale, deep: false, sortBy: [{ order: "asc" }, { title: "asc" }] }),
  ]);
  const subPages = english || children.isErr() ? [] : children.value.items.filter((item) => item.path !== `/${path}`);
  return { ...page, route, subPages };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { route, subPages, document } = loaderData;
  const lower = route.toLowerCase();
  const english = ENGLISH_FACING[lower];
  const french = FRENCH_FACING[lower];
  // One address per language for the two documents that have an English-facing route.
  const meta: Partial<ContentMetaProps> = english
    ? { canonical: route, alternates: { fr: english.french, en: route } }
    : french
      ? { alternates: { fr: route, en: french } }
      : {};
  const parents: Record<string, string> = { "/nos-engagements": t`Nos engagements`, "/gar": t`Espace GAR` };
  const parent = lower.split("/").slice(0, -1).join("/");
  const parentName = parents[parent];
  const crumbs = parentName ? [{ label: parentName, to: parent }, { label: document.title }] : [{ label: document.title }];
  return (
    <DocumentView data={loaderData} path={route} meta={meta} crumbs={crumbs}>
      {subPages.length > 0 ? (
        <section className="content-page__related" aria-labelledby="page-children">
          <h2 id="page-children">
            <Trans>Dans cette rubrique</Trans>
          </h2>
          <ContentList items={subPages} empty={null} />
        </section>
      ) : null}
    </DocumentView>
  );
}
