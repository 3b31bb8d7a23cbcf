// §2 a document of the revision library: /revisions/{book}/{category}/{slug} (course, quiz, flashcards,
// sheet). Premium documents are gated by the API (§6); quizzes of logged-in members are recorded.
import { useLingui } from "@lingui/react/macro";
import { bookFolder, parseBook } from "../../../application/web/content/content-paths.ts";
import { ChapterMarks } from "../../../application/web/learning/progress.ts";
import { requestContainer } from "../../composition/server-container.ts";
import { DocumentView } from "../../components/content/DocumentView.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import "../../styles/content.css";
import type { Route } from "./+types/revisions-document";
import { loadDocumentPage, notFound, type LoaderArgsLike } from "./content-data.server.ts";
import { loadDeckProgress } from "./flashcards.server.ts";
import { quizAction } from "./quiz-action.server.ts";
import { skipQuizRevalidation, useQuizGrader } from "./quiz-recorder.ts";

function documentPath(params: { book: string; category: string; slug: string }) {
  const book = parseBook(params.book);
  if (!book || book.type !== "grade") return null;
  return { book, folder: `${bookFolder(book)}/${params.category.toLowerCase()}`, slug: params.slug.toLowerCase() };
}

export async function loader(args: Route.LoaderArgs) {
  const found = documentPath(args.params);
  if (!found) notFound();
  const page = await loadDocumentPage(args as LoaderArgsLike, {
    path: `${found.folder}/${found.slug}`,
    // A course's previous / next chapter: the subject's courses by `order`, then title (content/README.md §7).
    neighbours: { folder: found.folder, sortBy: [{ order: "asc" }, { title: "asc" }], sameKind: true },
  }, { bodyInPage: true });
  // A course: the member's "learned" mark (null for a visitor), for the course's MarkLearnedButton.
  const chapterMark =
    page.document.kind === "course"
      ? await requestContainer(args.context).resolve(ChapterMarks).state(page.document.path).unwrapOr(null)
      : undefined;
  const deckPath = `${found.folder}/${found.slug}`;
  const deckProgress = page.document.kind === "flashcards" && !page.document.locked ? await loadDeckProgress(args as LoaderArgsLike, deckPath) : null;
  return { ...page, chapterMark, grade: found.book.grade, category: args.params.category.toLowerCase(), slug: found.slug, deckPath, deckProgress };
}

export async function action(args: Route.ActionArgs) {
  const found = documentPath(args.params);
  if (!found) notFound();
  return quizAction(args as LoaderArgsLike, `${found.folder}/${found.slug}`);
}

export const shouldRevalidate = skipQuizRevalidation;

export default function RevisionsDocument({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const labels = useContentLabels();
  const quizGrader = useQuizGrader();
  const { grade, category, slug, document, deckPath, deckProgress } = loaderData;
  return (
    <DocumentView
      data={loaderData}
      path={`/revisions/${grade}/${category}/${slug}`}
      crumbs={[
        { label: t`Révisions`, to: "/revisions" },
        { label: labels.grade(grade), to: `/revisions/${grade}` },
        { label: labels.subject(category), to: `/revisions/${grade}/${category}` },
        { label: document.title },
      ]}
      quizGrader={quizGrader}
      study={document.kind === "flashcards" && !document.locked ? { deckPath, progress: deckProgress } : undefined}
    />
  );
}
