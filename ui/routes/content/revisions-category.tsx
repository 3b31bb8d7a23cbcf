// §2 /revisions/{book}/{category}: a subject in a class (its courses, quizzes, flashcards, sheets), or
// the road-prevention partner category, which moves to the partner page (§2/§6 partners redirect).
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "react-router";
import type { ContentKind, ContentSummary } from "../../../application/web/content/content-document.ts";
import { bookFolder, GRADES_BY_LEVEL, isDocumentPath, parseBook } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { partnerCategoryRedirect } from "../../../application/web/content/partner-redirect.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/revisions-category";
import { contentLocale, notFound, unwrap, type LoaderArgsLike } from "./content-data.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const partner = partnerCategoryRedirect(url);
  if (partner) throw redirect(partner.to, partner.status);
  const book = parseBook(args.params.book);
  const category = args.params.category.toLowerCase();
  if (!book || !isDocumentPath(category)) notFound();
  // /revisions/lycee/terminale: a level followed by one of its classes is that class's page.
  if (book.type === "level") {
    if (GRADES_BY_LEVEL[book.level].includes(category)) throw redirect(`/revisions/${category}${url.search}`, 301);
    notFound();
  }
  const list = unwrap(
    await requestContainer(args.context)
      .resolve(ListContent)
      .executeAll({
        path: `${bookFolder(book)}/${category}`,
        locale: contentLocale(args as LoaderArgsLike),
        sortBy: [{ order: "asc" }, { title: "asc" }],
      }),
  );
  return { grade: book.grade, category, items: list.items };
}

const KIND_ORDER: readonly ContentKind[] = ["course", "sheet", "quiz", "flashcards", "exercises", "exam", "orientation", "article", "page", "press"];

export default function RevisionsCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const { grade, category, items } = loaderData;
  const subject = labels.subject(category);
  const gradeLabel = labels.grade(grade);
  const groups = KIND_ORDER.map((kind) => ({ kind, items: items.filter((item: ContentSummary) => item.kind === kind) })).filter((group) => group.items.length > 0);
  const titles: Partial<Record<ContentKind, string>> = {
    course: t`Les cours`,
    sheet: t`Les fiches de révision`,
    quiz: t`Les quiz`,
    flashcards: t`Les cartes mémoire`,
    exercises: t`Les exercices corrigés`,
    exam: t`Les sujets corrigés`,
  };
  return (
    <>
      <ContentMeta
        title={t`${subject} en ${gradeLabel} : cours, quiz et fiches`}
        // The subject's label has no article ("Anglais", "Histoire-géographie"): it stands before "en", never after
        // "de" or a verb ("de Anglais", "Révisez Anglais" read wrong).
        description={t`${subject} en ${gradeLabel} : des cours clairs, des quiz corrigés, des cartes mémoire et des fiches de révision pour réviser.`}
        path={`/revisions/${grade}/${category}`}
        locale={locale}
      />
      <PageHeader
        title={t`${subject} — ${gradeLabel}`}
        lead={t`${subject} en ${gradeLabel} : cours, fiches de révision, quiz, cartes mémoire et sujets corrigés.`}
        crumbs={[{ label: t`Révisions`, to: "/revisions" }, { label: gradeLabel, to: `/revisions/${grade}` }, { label: subject }]}
      />
      <div className="content-section">
        {groups.length === 0 ? (
          <ContentList items={[]} empty={<Trans>Aucun contenu n'est encore publié dans cette matière.</Trans>} />
        ) : (
          groups.map((group) => (
            <section key={group.kind} className="content-group" aria-labelledby={`group-${group.kind}`}>
              <h2 id={`group-${group.kind}`} className="content-group__title">
                {titles[group.kind] ?? labels.kind(group.kind)} <span className="content-group__count">({group.items.length})</span>
              </h2>
              <ContentList items={group.items} empty={null} />
            </section>
          ))
        )}
      </div>
    </>
  );
}
