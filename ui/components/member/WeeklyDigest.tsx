// Issue 30: the weekly word to parents on the family space: each child's last week (Monday to Sunday), with one piece
// of advice from the data (domain/coach/weekly-family-digest.ts), and the form that asks for it by mail each Monday
// or stops it (the route's action, intent "weeklyDigest").
import { Trans, useLingui } from "@lingui/react/macro";
import type { ChildWeekView, DigestAdvice, WeeklyFamilyDigest } from "../../../application/contracts/coach.ts";
import { AccountForm, FormAlert, SubmitButton } from "../account/form-kit.tsx";
import type { AlertCode } from "../account/messages.ts";
import { useSchoolLabels } from "../school-labels.ts";

export interface WeeklyDigestProps {
  digest: WeeklyFamilyDigest;
  pending?: boolean;
  /** The mail just asked for (true) or stopped (false). */
  changed?: boolean | null;
  /** Why asking for it or stopping it failed. */
  alert?: AlertCode | null;
}

const percent = (share: number) => Math.round(share * 100);

function Advice({ advice, name }: { advice: DigestAdvice; name: string }) {
  const { subject } = useSchoolLabels();
  switch (advice.kind) {
    case "inactive":
      return (
        <Trans>
          {name} n'a pas révisé cette semaine : dix minutes de cartes mémoire par jour suffisent pour reprendre.
        </Trans>
      );
    case "slipping": {
      const label = subject(advice.subject);
      const before = percent(advice.before);
      const now = percent(advice.now);
      return (
        <Trans>
          {label} baisse ({before} % puis {now} % aux quiz) : à regarder ensemble.
        </Trans>
      );
    }
    case "behind": {
      const days = advice.days;
      return days === null ? (
        <Trans>
          Certains chapitres ne tiennent plus avant l'examen : quelques minutes de plus par jour aideraient.
        </Trans>
      ) : (
        <Trans>
          {days} jour(s) de retard sur le plan de révision : une séance plus longue le week-end le rattraperait.
        </Trans>
      );
    }
    case "weak": {
      const label = subject(advice.subject);
      const average = percent(advice.average);
      return (
        <Trans>
          {label} est la matière à retravailler ({average} % aux quiz cette semaine).
        </Trans>
      );
    }
    case "steady": {
      const days = advice.activeDays;
      return <Trans>Une bonne semaine : {days} jour(s) de révision. Encouragez-le à continuer !</Trans>;
    }
  }
}

function ChildWeek({ child }: { child: ChildWeekView }) {
  const { t } = useLingui();
  const { subject } = useSchoolLabels();
  const name = child.firstname ?? t`Votre enfant`;
  const { minutes, activeDays, cardsReviewed, quizzes } = child;
  const average = child.quizAverage === null ? null : percent(child.quizAverage);
  return (
    <li className="weekly-digest__child">
      <h4 className="weekly-digest__name">{name}</h4>
      {activeDays === 0 ? null : (
        <ul className="weekly-digest__facts">
          <li>
            <Trans>
              Environ {minutes} min de révision, sur {activeDays} jour(s)
            </Trans>
          </li>
          <li>
            <Trans>{cardsReviewed} carte(s) mémoire révisée(s)</Trans>
          </li>
          <li>
            {average === null ? (
              <Trans>Aucun quiz cette semaine</Trans>
            ) : (
              <Trans>
                {quizzes} quiz, {average} % de réussite en moyenne
              </Trans>
            )}
          </li>
          {child.chaptersLearned.length > 0 ? (
            <li>
              <Trans>Chapitres appris :</Trans>{" "}
              {child.chaptersLearned.map((chapter) => `${chapter.title} (${subject(chapter.subject)})`).join(", ")}
            </li>
          ) : null}
        </ul>
      )}
      <p className="weekly-digest__advice">
        <strong>
          <Trans>Notre conseil :</Trans>
        </strong>{" "}
        <Advice advice={child.advice} name={name} />
      </p>
    </li>
  );
}

export function WeeklyDigest({ digest, pending = false, changed = null, alert = null }: WeeklyDigestProps) {
  const { t, i18n } = useLingui();
  const monday = new Date(`${digest.week.start}T12:00:00Z`).toLocaleDateString(i18n.locale, {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return (
    <div className="weekly-digest" aria-labelledby="weekly-digest-title">
      <h3 id="weekly-digest-title" className="weekly-digest__title">
        <Trans>La semaine de vos enfants</Trans>
      </h3>
      <p className="weekly-digest__week">
        <Trans>Du lundi {monday} au dimanche suivant.</Trans>
      </p>
      {digest.children.length > 0 ? (
        <ul className="weekly-digest__children">
          {digest.children.map((child) => (
            <ChildWeek key={child.memberId} child={child} />
          ))}
        </ul>
      ) : (
        <p className="account-empty">
          <Trans>Ajoutez un compte enfant pour suivre sa semaine ici.</Trans>
        </p>
      )}
      {changed !== null ? (
        <FormAlert tone="success">
          <p>
            {changed ? (
              <Trans>C'est noté : vous recevrez ce résumé chaque lundi matin par e-mail.</Trans>
            ) : (
              <Trans>C'est noté : vous ne recevrez plus ce résumé par e-mail.</Trans>
            )}
          </p>
        </FormAlert>
      ) : null}
      <FormAlert code={alert} />
      <AccountForm
        aria-label={
          digest.subscribed ? t`Ne plus recevoir le résumé de la semaine` : t`Recevoir le résumé chaque lundi`
        }
      >
        <input type="hidden" name="intent" value="weeklyDigest" />
        <input type="hidden" name="subscribed" value={digest.subscribed ? "false" : "true"} />
        <p className="weekly-digest__mail">
          {digest.subscribed ? (
            <Trans>Vous recevez ce résumé chaque lundi matin par e-mail.</Trans>
          ) : (
            <Trans>Recevez ce résumé chaque lundi matin par e-mail (vous pourrez l'arrêter ici à tout moment).</Trans>
          )}
        </p>
        <SubmitButton tone={digest.subscribed ? "secondary" : "primary"} pending={pending}>
          {digest.subscribed ? <Trans>Ne plus le recevoir</Trans> : <Trans>Le recevoir chaque lundi</Trans>}
        </SubmitButton>
      </AccountForm>
    </div>
  );
}
