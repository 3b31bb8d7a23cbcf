// A whole document page as the routes render it: metadata, the KaTeX stylesheet only when the document
// shows formulas (§5), then the article.
import type { ContentDocument, ContentSummary } from "../../../application/web/content/content-document.ts";
import type { ChapterParts } from "../../../application/web/content/load-content-page.ts";
import type { ChapterMarkState } from "../../../application/web/learning/chapter-mark.ts";
import { useLocale, useWebConfig } from "../../composition/app-context.tsx";
import { ContentArticle, type ContentArticleProps } from "./ContentArticle.tsx";
import { MarkLearnedButton } from "./MarkLearnedButton.tsx";
import { ContentMeta, type ContentMetaProps, type JsonLdObject } from "./ContentMeta.tsx";
import { MathStyles } from "./MathStyles.tsx";

export interface DocumentViewData {
  document: ContentDocument;
  previous: ContentSummary | null;
  next: ContentSummary | null;
  /** A course's chapter parts (quiz, deck, sheet). */
  chapter?: ChapterParts | null;
  /** A course page's "learned" mark (null: a visitor); left out, the page shows no MarkLearnedButton. */
  chapterMark?: ChapterMarkState;
  /** The body's HTML is in the server's page, not in `document` (PageBodyHtml). */
  bodyInPage?: true;
}

export interface DocumentViewProps extends Omit<ContentArticleProps, "document" | "previous" | "next" | "chapter" | "bodyInPage"> {
  data: DocumentViewData;
  /** The site path of this page (canonical address). */
  path: string;
  /** Overrides of the page metadata (canonical, alternates...). */
  meta?: Partial<ContentMetaProps>;
}

const LEARNING_KINDS = new Set(["course", "quiz", "flashcards", "exercises", "sheet", "exam", "orientation"]);

/** schema.org description of a document: an Article for the blog and the press, a LearningResource for learning content. */
export function documentJsonLd(document: ContentDocument, url: string): JsonLdObject {
  const common = { "@context": "https://schema.org", name: document.title, description: document.description, inLanguage: document.locale, url };
  if (document.kind === "article" || document.kind === "press") {
    return {
      ...common,
      "@type": document.kind === "press" ? "NewsArticle" : "BlogPosting",
      headline: document.title,
      ...(document.date ? { datePublished: document.date } : {}),
      ...(document.author ? { author: { "@type": "Organization", name: document.author } } : {}),
    };
  }
  if (document.kind && LEARNING_KINDS.has(document.kind)) {
    return {
      ...common,
      "@type": document.kind === "quiz" ? "Quiz" : "LearningResource",
      learningResourceType: document.kind,
      isAccessibleForFree: !document.premium,
      ...(document.grade ? { educationalLevel: document.grade } : {}),
      ...(document.subject ? { about: document.subject } : {}),
      ...(document.readingMinutes !== null ? { timeRequired: `PT${document.readingMinutes}M` } : {}),
    };
  }
  return { ...common, "@type": "WebPage" };
}

export function DocumentView({ data, path, meta, ...article }: DocumentViewProps) {
  const locale = useLocale();
  const { publicOrigin } = useWebConfig();
  const { document } = data;
  return (
    <>
      {document.math ? <MathStyles /> : null}
      <ContentMeta
        title={document.title}
        description={document.description}
        path={path}
        locale={locale}
        type={document.kind === "article" || document.kind === "press" ? "article" : "website"}
        jsonLd={[documentJsonLd(document, `${publicOrigin.replace(/\/+$/, "")}${path}`)]}
        {...meta}
      />
      <ContentArticle
        document={document}
        previous={data.previous}
        next={data.next}
        chapter={data.chapter ?? null}
        bodyInPage={data.bodyInPage === true}
        markLearned={
          document.kind === "course" && !document.locked && data.chapterMark !== undefined ? (
            <MarkLearnedButton chapterPath={document.path} state={data.chapterMark} />
          ) : undefined
        }
        {...article}
      />
    </>
  );
}
