// §2 /faq: the questions of pages/faq as an accordion, with FAQPage structured data.
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "../../composition/app-context.tsx";
import { Breadcrumbs } from "../../components/content/Breadcrumbs.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { FaqAccordion, faqJsonLd, splitFaq } from "../../components/content/FaqAccordion.tsx";
import { FrenchOnlyNote } from "../../components/content/FrenchOnlyNote.tsx";
import { MathStyles } from "../../components/content/MathStyles.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/faq";
import { loadDocumentPage, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  return loadDocumentPage(args as LoaderArgsLike, { path: "pages/faq" });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { document } = loaderData;
  const sections = splitFaq(document.html ?? "");
  const foreign = document.locale !== locale;
  return (
    <>
      {document.math ? <MathStyles /> : null}
      <ContentMeta title={document.title} description={document.description} path="/faq" locale={locale} jsonLd={[faqJsonLd(sections)]} />
      <article className="content-page content-page--faq">
        <header className="content-page__header">
          <Breadcrumbs items={[{ label: t`FAQ` }]} />
          <h1 className="content-page__title" lang={foreign ? document.locale : undefined}>
            {document.title}
          </h1>
          <p className="content-page__lead" lang={foreign ? document.locale : undefined}>
            {document.description}
          </p>
        </header>
        {foreign && document.locale === "fr" ? <FrenchOnlyNote /> : null}
        <div className="content-page__body" lang={foreign ? document.locale : undefined}>
          <FaqAccordion sections={sections} />
        </div>
      </article>
    </>
  );
}
