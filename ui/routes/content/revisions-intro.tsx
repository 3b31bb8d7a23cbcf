// §2 /revisions/intro/{box?} and /revisions/introPrevious/{box?}: the presentation of a revision pack
// ("box"): everything a level or a class holds, what is free and what the subscription opens. The
// "previous" variant presents the pack of the year before (to go over the basics before starting).
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { ContentKind } from "../../../application/web/content/content-document.ts";
import { bookFolder, GRADES_BY_LEVEL, LEVELS, parseBook, type Book } from "../../../application/web/content/content-paths.ts";
import { ListContent } from "../../../application/web/content/list-content.ts";
import { useLocale } from "../../composition/app-context.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import { ContentList } from "../../components/content/ContentList.tsx";
import { ContentMeta } from "../../components/content/ContentMeta.tsx";
import { useContentLabels } from "../../components/content/labels.ts";
import { PageHeader } from "../../components/content/PageHeader.tsx";
import "../../styles/content.css";
import type { Route } from "./+types/revisions-intro";
import { contentLocale, failWith, notFound, type LoaderArgsLike } from "./content-data.server.ts";

/** The school year before a class or a level (null before CP or before primary school). */
function previousBook(book: Book): Book | null {
  if (book.type === "level") {
    const index = LEVELS.indexOf(book.level);
    const previous = LEVELS[index - 1];
    return previous ? { type: "level", level: previous } : null;
  }
  if (book.level === "sup") return { type: "grade", grade: "terminale", level: "lycee" };
  const order = LEVELS.flatMap((level) => GRADES_BY_LEVEL[level].map((grade) => ({ grade, level })));
  const index = order.findIndex((entry) => entry.grade === book.grade);
  const previous = order[index - 1];
  return previous ? { type: "grade", grade: previous.grade, level: previous.level } : null;
}

export async function loader(args: Route.LoaderArgs) {
  const previous = new URL(args.request.url).pathname.toLowerCase().startsWith("/revisions/introprevious");
  const box = args.params.box;
  if (!box) return { previous, pack: null, target: null, counts: {}, free: [], total: 0 };
  const target = parseBook(box);
  if (!target) notFound();
  const pack = previous ? previousBook(target) : target;
  if (!pack) notFound();
  const list = requestContainer(args.context).resolve(ListContent);
  const base = { path: bookFolder(pack), locale: contentLocale(args as LoaderArgsLike) };
  // The pack's counts by kind over all its documents (a class holds hundreds), then six free ones to try.
  const [counted, freeList] = await Promise.all([
    list.execute({ ...base, limit: 0, facets: ["kind"] }),
    list.execute({ ...base, where: { premium: false }, limit: 6, sortBy: [{ order: "asc" }] }),
  ]);
  for (const result of [counted, freeList]) if (result.isErr() && result.error.type !== "NotFound") failWith(result.error);
  const counts: Partial<Record<ContentKind, number>> = {};
  for (const facet of counted.isOk() ? (counted.value.facets ?? []) : []) {
    const kind = facet.values["kind"];
    if (kind) counts[kind as ContentKind] = facet.count;
  }
  const total = counted.isOk() ? counted.value.total : 0;
  return { previous, pack, target, counts, free: freeList.isOk() ? freeList.value.items : [], total };
}

export default function RevisionsIntro({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useContentLabels();
  const { previous, pack, target, counts, free, total } = loaderData;
  const base = previous ? "/revisions/introPrevious" : "/revisions/intro";
  const name = (book: Book) => (book.type === "grade" ? labels.grade(book.grade) : labels.level(book.level));
  const route = (book: Book) => `/revisions/${book.type === "grade" ? book.grade : book.level}`;

  if (!pack || !target) {
    return (
      <>
        <ContentMeta
          title={previous ? t`Revoir les bases de l'année précédente` : t`Les packs de révision`}
          description={t`Un pack par niveau : cours, fiches, quiz et cartes mémoire rassemblés pour réviser toute l'année.`}
          path={base}
          locale={locale}
        />
        <PageHeader
          title={previous ? t`Revoir les bases de l'année précédente` : t`Les packs de révision`}
          lead={
            previous
              ? t`Avant d'attaquer une nouvelle année, reprenez l'essentiel de la précédente. Choisissez la classe où vous entrez.`
              : t`Chaque pack rassemble les cours, fiches, quiz et cartes mémoire d'un niveau. Choisissez le vôtre.`
          }
          crumbs={[{ label: t`Révisions`, to: "/revisions" }, { label: previous ? t`Année précédente` : t`Packs` }]}
        />
        <div className="content-section">
          <ul className="level-grid">
            {LEVELS.map((level) => (
              <li key={level} className="level-card">
                <h2 className="level-card__title">
                  <Link to={`${base}/${level}`}>{labels.level(level)}</Link>
                </h2>
                <ul className="chip-list">
                  {(level === "sup" ? ["sup"] : GRADES_BY_LEVEL[level]).map((grade) => (
                    <li key={grade}>
                      <Link className="chip" to={`${base}/${grade}`}>
                        {labels.grade(grade)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }

  const packName = name(pack);
  const freeCount = free.length;
  const targetName = name(target);
  // The noun after each count, in the plural form of the count (ICU plurals, both languages).
  const rows: [ContentKind, (count: number) => string][] = [
    ["course", (count) => t({ message: plural(count, { one: "cours", other: "cours" }) })],
    ["sheet", (count) => t({ message: plural(count, { one: "fiche de révision", other: "fiches de révision" }) })],
    ["quiz", (count) => t({ message: plural(count, { one: "quiz corrigé", other: "quiz corrigés" }) })],
    [
      "flashcards",
      (count) => t({ message: plural(count, { one: "paquet de cartes mémoire", other: "paquets de cartes mémoire" }) }),
    ],
    ["exercises", (count) => t({ message: plural(count, { one: "série d'exercices corrigés", other: "séries d'exercices corrigés" }) })],
    ["exam", (count) => t({ message: plural(count, { one: "sujet corrigé", other: "sujets corrigés" }) })],
  ];
  const title = previous ? t`Reprendre les bases de l'année précédente : ${packName}` : t`Le pack de révision ${packName}`;
  return (
    <>
      <ContentMeta
        title={title}
        description={t`Tout ce que le pack ${packName} contient : cours, fiches, quiz corrigés et cartes mémoire, ce qui est gratuit et ce que l'abonnement ouvre.`}
        path={`${base}/${target.type === "grade" ? target.grade : target.level}`}
        locale={locale}
      />
      <PageHeader
        title={title}
        lead={
          previous
            ? t`Prochaine étape : ${targetName}. Les notions de l'année précédente en sont la base : quelques séances pour les reprendre suffisent souvent à bien démarrer.`
            : t`Cours, fiches, quiz et cartes mémoire de ${packName}, réunis pour réviser à votre rythme toute l'année.`
        }
        crumbs={[{ label: t`Révisions`, to: "/revisions" }, { label: previous ? t`Année précédente` : t`Packs`, to: base }, { label: packName }]}
      />
      <div className="content-section">
        <section className="pack" aria-labelledby="pack-contents">
          <h2 id="pack-contents">
            <Trans>Dans ce pack</Trans>
          </h2>
          {total === 0 ? (
            <p>
              <Trans>Les contenus de ce pack sont en préparation ; ils apparaîtront ici dès leur publication.</Trans>
            </p>
          ) : (
            <ul className="pack__counts">
              {rows
                .filter(([kind]) => (counts[kind] ?? 0) > 0)
                .map(([kind, label]) => (
                  <li key={kind}>
                    <strong>{counts[kind]}</strong> {label(counts[kind] ?? 0)}
                  </li>
                ))}
            </ul>
          )}
          {total === 0 ? (
            // Issue 32: nothing to sell for a pack with no content yet; the other packs are one click away.
            <p className="pack__actions">
              <Link className="button button--primary" to={base}>
                <Trans>Voir les autres packs</Trans>
              </Link>
            </p>
          ) : (
            <p className="pack__actions">
              <Link className="button button--primary" to={route(pack)}>
                <Trans>Commencer à réviser</Trans>
              </Link>
              <Link className="button button--ghost" to="/premium">
                <Trans>Tout débloquer avec Premium</Trans>
              </Link>
            </p>
          )}
        </section>
        {free.length > 0 ? (
          <section aria-labelledby="pack-free">
            <h2 id="pack-free">
              <Trans>À essayer gratuitement</Trans>{" "}
              <span className="content-group__count">
                (<Plural value={freeCount} one="# contenu" other="# contenus" />)
              </span>
            </h2>
            <ContentList items={free} showContext empty={null} />
          </section>
        ) : null}
      </div>
    </>
  );
}
