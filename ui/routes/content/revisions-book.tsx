// §2 /revisions/{book}: a class (its subjects) or a whole level (its classes), or higher education.
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ContentKind, ContentSummary } from "../../../application/web/content/content-document.ts";
import { bookFolder, bookRoute, GRADES_BY_LEVEL, parseBook, type Book } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { EmptyState } from "../../components/content/EmptyState.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/revisions-book";
import { contentLocale, failWith, notFound, type LoaderArgsLike } from "./content-data.server.ts";

interface SubjectSummary {
  grade: string;
  subject: string;
  count: number;
  kinds: ContentKind[];
}

/** The subjects of a set of documents, with how many documents and which kinds each has. */
function subjectsOf(items: readonly ContentSummary[]): SubjectSummary[] {
  const found = new Map<string, SubjectSummary>();
  for (const item of items) {
    if (!item.subject || !item.grade) continue;
    const key = `${item.grade}/${item.subject}`;
    const entry = found.get(key) ?? { grade: item.grade, subject: item.subject, count: 0, kinds: [] };
    entry.count += 1;
    if (item.kind && !entry.kinds.includes(item.kind)) entry.kinds.push(item.kind);
    found.set(key, entry);
  }
  return [...found.values()];
}

export async function loader(args: Route.LoaderArgs) {
  const book = parseBook(args.params.book);
  if (!book) notFound();
  const result = await requestContainer(args.context)
    .resolve(ListContent)
    .executeAll({ path: bookFolder(book), locale: contentLocale(args as LoaderArgsLike), sortBy: [{ order: "asc" }] });
  // A known class or level without content yet is an empty page, not a missing one.
  if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
  const items = result.isOk() ? result.value.items : [];
  return { book, subjects: subjectsOf(items) };
}

export default function RevisionsBook({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const book: Book = loaderData.book;
  const { subjects } = loaderData;
  const name = book.type === "grade" ? labels.grade(book.grade) : labels.level(book.level);
  const route = bookRoute(book);
  // "Réviser en 6e", but "au collège": a level is not said like a class.
  const levelTitles: Record<string, string> = {
    primaire: t`Réviser en primaire`,
    college: t`Réviser au collège`,
    lycee: t`Réviser au lycée`,
    sup: t`Réviser dans le supérieur`,
  };
  const title = (book.type === "level" || book.level === "sup" ? levelTitles[book.level] : undefined) ?? t`Réviser en ${name}`;
  const crumbs =
    book.type === "grade" && book.level !== "sup"
      ? [{ label: t`Révisions`, to: "/revisions" }, { label: labels.level(book.level), to: `/revisions/${book.level}` }, { label: name }]
      : [{ label: t`Révisions`, to: "/revisions" }, { label: name }];
  return (
    <>
      <ContentMeta
        title={t`${title} : toutes les matières`}
        description={t`Cours, quiz, fiches de révision et cartes mémoire de ${name}, matière par matière.`}
        path={route}
        locale={locale}
      />
      <PageHeader title={title} lead={t`Choisissez une matière pour voir ses cours, fiches, quiz et cartes mémoire.`} crumbs={crumbs} />
      <div className="content-section">
        {book.type === "level" && book.level !== "sup" ? (
          <section aria-labelledby="book-grades">
            <h2 id="book-grades">
              <Trans>Les classes</Trans>
            </h2>
            <ul className="chip-list chip-list--large">
              {GRADES_BY_LEVEL[book.level].map((grade) => (
                <li key={grade}>
                  <Link className="chip" to={`/revisions/${grade}`}>
                    {labels.grade(grade)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="book-subjects">
          <h2 id="book-subjects">
            <Trans>Les matières</Trans>
          </h2>
          {subjects.length === 0 ? (
            <EmptyState>
              <p>
                <Trans>Les contenus de cette classe sont en préparation. En attendant, la bibliothèque des savoirs rassemble tout ce qui est déjà en ligne.</Trans>
              </p>
              <p>
                <Link to="/revisions/bibliotheque-des-savoirs">
                  <Trans>Ouvrir la bibliothèque des savoirs</Trans>
                </Link>
              </p>
            </EmptyState>
          ) : (
            <ul className="subject-grid">
              {subjects.map((entry) => {
                const count = entry.count;
                return (
                  <li key={`${entry.grade}/${entry.subject}`} className="subject-card">
                    <h3 className="subject-card__title">
                      <Link className="subject-card__link" to={`/revisions/${entry.grade}/${entry.subject}`}>
                        {labels.subject(entry.subject)}
                      </Link>
                    </h3>
                    {book.type === "level" ? <p className="subject-card__grade">{labels.grade(entry.grade)}</p> : null}
                    <p className="subject-card__count">
                      <Plural value={count} one="# contenu" other="# contenus" />
                    </p>
                    <p className="subject-card__kinds">{entry.kinds.map((kind) => labels.kind(kind)).join(", ")}</p>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
