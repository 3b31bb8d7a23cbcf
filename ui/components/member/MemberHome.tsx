// §2 /revisions/cours-et-quiz, the post-login home: a greeting, the member's level, their revision areas
// (those of their school stage first) and their progress per subject (ProgressSummary); for the holder of a family
// plan, each child's progress first.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { schoolStage, type MemberLink, type SchoolStage } from "../../../application/web/account/member-links.ts";
import type { ChildProgress } from "../../../application/web/account/member-space.ts";
import type { RevisionPlan } from "../../../application/web/coach/coach.ts";
import type { ProgressSummary } from "../../../application/web/learning/progress.ts";
import { useLevelLabel } from "../account/messages.ts";
import { childName } from "./child-name.ts";
import { ChildProgressSummary, ProgressSummaryView } from "./ProgressSummary.tsx";
import { TodayPlan } from "./TodayPlan.tsx";
import "../../styles/account.css";

export interface MemberHomeProps {
  firstname: string | null;
  accessType: string | null;
  levelOfEducation: string | null;
  premium: boolean;
  /** The member belongs to a family account (a parent holding it sees the children's progress in /mon-compte). */
  family?: boolean;
  areas: readonly MemberLink[];
  /** Null: the progress could not be loaded. */
  progress: ProgressSummary | null;
  /**
   * For the holder of a family plan: each child with their progress (empty: no child account yet); null for anyone
   * else, or when the family could not be loaded.
   */
  familyChildren?: readonly ChildProgress[] | null;
  /** The revision coach's plan ("Aujourd'hui", issue 30); null when it could not be loaded, undefined: not shown. */
  coach?: RevisionPlan | null;
}

/** The names of the revision areas (keys of application/web/account/member-links.ts). */
export function useAreaText(): (key: string) => { title: string; text: string } {
  const { t } = useLingui();
  const texts: Record<string, { title: string; text: string }> = {
    brevet: { title: t`Brevet`, text: t`Cours, quiz et annales corrigées des épreuves du Brevet.` },
    brevetSimulator: {
      title: t`Simulateur de notes du Brevet`,
      text: t`Estimez votre note finale avant les épreuves.`,
    },
    bac: { title: t`Bac`, text: t`Cours, quiz et sujets corrigés pour préparer le Bac.` },
    bacSimulator: { title: t`Simulateur de notes du Bac`, text: t`Calculez votre moyenne avec les coefficients.` },
    languageTests: { title: t`Tests de langues`, text: t`TOEIC, TOEFL et autres certifications : entraînez-vous.` },
    competitiveExams: { title: t`Tests et concours`, text: t`Préparez les concours et tests d'entrée des écoles.` },
    diplomas: { title: t`Diplômes`, text: t`Les révisions classées par diplôme préparé.` },
    library: {
      title: t`Bibliothèque des savoirs`,
      text: t`Des fiches claires sur toutes les matières, pour apprendre à son rythme.`,
    },
  };
  return (key) => texts[key] ?? { title: key, text: "" };
}

export function MemberHome({
  firstname,
  accessType,
  levelOfEducation,
  premium,
  family = false,
  areas,
  progress,
  familyChildren = null,
  coach = null,
}: MemberHomeProps) {
  const levelLabel = useLevelLabel();
  const areaText = useAreaText();
  const level = levelLabel(levelOfEducation);
  return (
    <div className="member-page">
      <header className="member-page__header">
        <h1 className="member-page__title">
          {firstname ? <Trans>Bonjour {firstname} !</Trans> : <Trans>Bonjour !</Trans>}
        </h1>
        <p className="member-page__lead">
          {level ? (
            accessType === "parent" ? (
              <Trans>Classe de votre enfant : {level}.</Trans>
            ) : (
              <Trans>Votre classe : {level}.</Trans>
            )
          ) : (
            <Trans>Indiquez votre classe pour voir vos contenus en premier.</Trans>
          )}{" "}
          <Link to="/mon-compte">
            <Trans>Modifier</Trans>
          </Link>
        </p>
        {premium ? null : (
          <p className="member-page__upsell">
            <Trans>Vous utilisez la version gratuite.</Trans>{" "}
            <Link to="/premium">
              <Trans>Découvrir l'abonnement</Trans>
            </Link>
          </p>
        )}
      </header>

      {coach === null ? null : <TodayPlan plan={coach} />}

      <p className="member-page__cta">
        <Link className="button button--primary" to="/revisions/cartes-a-reviser">
          <Trans>Mes cartes à réviser aujourd'hui</Trans>
        </Link>
      </p>

      {familyChildren === null ? null : <ChildrenProgress familyChildren={familyChildren} />}

      <section className="member-page__section" aria-labelledby="areas-title">
        <h2 id="areas-title">
          <Trans>Mes révisions</Trans>
        </h2>
        <ul className="member-links">
          {areas.map((area) => {
            const text = areaText(area.key);
            return (
              <li key={area.key}>
                <Link className="member-link" to={area.path}>
                  <span className="member-link__title">{text.title}</span>
                  <span className="member-link__text">{text.text}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="member-page__section" aria-labelledby="progress-title">
        <h2 id="progress-title">
          <Trans>Ma progression</Trans>
        </h2>
        {accessType === "parent" && familyChildren === null ? (
          <p className="member-page__notice">
            {family ? (
              <>
                <Trans>La progression de vos enfants se suit dans votre espace famille.</Trans>{" "}
                <Link to="/mon-compte#famille">
                  <Trans>Voir la progression de mes enfants</Trans>
                </Link>
              </>
            ) : (
              <>
                <Trans>Avec l'offre Famille, suivez la progression de votre enfant depuis votre compte.</Trans>{" "}
                <Link to="/premium">
                  <Trans>Découvrir l'offre Famille</Trans>
                </Link>
              </>
            )}
          </p>
        ) : null}
        {progress === null ? (
          <p className="account-empty">
            <Trans>Votre progression n'a pas pu être chargée. Réessayez dans quelques instants.</Trans>
          </p>
        ) : (
          <>
            {level && progress.totals.chaptersAvailable === 0 ? (
              <NoChaptersForLevel
                level={level}
                parent={accessType === "parent"}
                stage={schoolStage(levelOfEducation)}
              />
            ) : null}
            <ProgressSummaryView summary={progress} />
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The holder of a family plan: each child's progress, the summary the family space shows (where the holder manages the
 * children), or how to add a child when there is none yet.
 */
function ChildrenProgress({ familyChildren }: { familyChildren: readonly ChildProgress[] }) {
  const levelLabel = useLevelLabel();
  return (
    <section className="member-page__section" aria-labelledby="children-title">
      <h2 id="children-title">
        <Trans>La progression de mes enfants</Trans>
      </h2>
      {familyChildren.length === 0 ? (
        <p className="member-page__notice">
          <Trans>Ajoutez le compte de votre enfant dans votre espace famille pour suivre sa progression ici.</Trans>{" "}
          <Link to="/mon-compte#famille">
            <Trans>Ajouter un compte enfant</Trans>
          </Link>
        </p>
      ) : (
        <ul className="member-children">
          {familyChildren.map(({ child, progress }) => {
            const name = childName(child);
            const level = levelLabel(child.levelOfEducation);
            return (
              <li key={child.id} className="member-child">
                <h3 className="member-child__name">
                  {name}
                  {level ? <span className="member-child__level"> · {level}</span> : null}
                </h3>
                <ChildProgressSummary name={name} summary={progress} />
                <p className="member-child__more">
                  <Link to="/mon-compte#famille">
                    <Trans>Gérer le compte de {name} dans l'espace famille</Trans>
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The member's class has no chapter in the library yet: said plainly, with the revisions of its school stage. */
function NoChaptersForLevel({ level, parent, stage }: { level: string; parent: boolean; stage: SchoolStage | null }) {
  const { t } = useLingui();
  const stageLinks: Record<SchoolStage, string> = {
    primaire: t`Voir les révisions du primaire`,
    college: t`Voir les révisions du collège`,
    lycee: t`Voir les révisions du lycée`,
    sup: t`Voir les révisions du supérieur`,
  };
  return (
    <p className="member-page__notice" role="note">
      {parent ? (
        <Trans>Nous n'avons pas encore de chapitres pour la classe de votre enfant ({level}).</Trans>
      ) : (
        <Trans>Nous n'avons pas encore de chapitres pour votre classe ({level}).</Trans>
      )}{" "}
      {stage ? <Link to={`/revisions/${stage}`}>{stageLinks[stage]}</Link> : null}
    </p>
  );
}
