// §2 /profiling: the profiling steps: who you are (parent or pupil/student), the level of education (a
// parent gives their child's) with the country, then done. The first step is a GET form (its answer goes
// into the address), the second sends everything; both work without JavaScript.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import { checkProfilingAnswers, type AccessType } from "../../../application/web/account/form-checks.ts";
import type { ProfilingField } from "../../../application/web/account/form-fields.ts";
import { POST_LOGIN_HOME } from "../../../application/web/account/redirect-target.ts";
import {
  AccountForm,
  ChoiceGroup,
  FormAlert,
  SelectField,
  SubmitButton,
  formValues,
  useFormErrors,
  type FormState,
} from "./form-kit.tsx";
import { DoneIcon } from "./icons.tsx";
import { useLevelLabel } from "./messages.ts";

export type ProfilingStepName = "userType" | "level" | "done";

export interface ProfilingStepsProps {
  step: ProfilingStepName;
  /** Answers known so far (from the address, else from the profile). */
  accessType: AccessType | null;
  levelOfEducation: string | null;
  country: string | null;
  /** Countries offered, labelled in the page language (the server names them). */
  countries: readonly { value: string; label: string }[];
  state?: FormState<ProfilingField> | undefined;
  pending?: boolean;
}

const TOTAL_STEPS = 2;

export function ProfilingSteps(props: ProfilingStepsProps) {
  const { step } = props;
  return (
    <section className="account-card account-card--wide" aria-labelledby="profiling-title">
      {step === "done" ? <Done /> : step === "userType" ? <UserTypeStep {...props} /> : <LevelStep {...props} />}
    </section>
  );
}

function StepCounter({ index }: { index: number }) {
  return (
    <p className="account-card__step">
      <Trans>
        Étape {index} sur {TOTAL_STEPS}
      </Trans>
    </p>
  );
}

function UserTypeStep({ accessType, state, pending = false }: ProfilingStepsProps) {
  const { t } = useLingui();
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(["accessType"] as const, state?.errors, (data) =>
    data.get("accessType") ? null : { accessType: "Required" as const },
  );
  return (
    <>
      <StepCounter index={1} />
      <h1 id="profiling-title" className="account-card__title">
        <Trans>Faisons connaissance</Trans>
      </h1>
      <p className="account-card__lead">
        <Trans>Deux questions pour vous proposer les contenus de votre niveau.</Trans>
      </p>
      <AccountForm method="get" aria-labelledby="profiling-title" formRef={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="step" value="level" />
        <ChoiceGroup
          name="accessType"
          legend={t`Vous êtes…`}
          defaultValue={accessType}
          error={errors.accessType}
          onInput={() => onFieldInput("accessType")}
          choices={[
            { value: "student", label: t`Élève ou étudiant`, description: t`Je révise pour moi.` },
            { value: "parent", label: t`Parent`, description: t`J'accompagne mon enfant.` },
          ]}
        />
        <SubmitButton pending={pending}>
          <Trans>Continuer</Trans>
        </SubmitButton>
      </AccountForm>
    </>
  );
}

function LevelStep({ accessType, levelOfEducation, country, countries, state, pending = false }: ProfilingStepsProps) {
  const { t } = useLingui();
  const levelLabel = useLevelLabel();
  const fields = ["levelOfEducation", "country"] as const;
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(fields, state?.errors, (data) =>
    checkProfilingAnswers(formValues(data, ["accessType", "levelOfEducation", "country"])),
  );
  const parent = accessType === "parent";
  return (
    <>
      <StepCounter index={2} />
      <h1 id="profiling-title" className="account-card__title">
        {parent ? <Trans>En quelle classe est votre enfant ?</Trans> : <Trans>En quelle classe êtes-vous ?</Trans>}
      </h1>
      <p className="account-card__lead">
        {parent ? (
          <Trans>
            Plusieurs enfants ? Choisissez la classe de l'un d'eux : avec l'offre Famille, chacun aura son propre
            compte, à créer depuis votre espace famille.
          </Trans>
        ) : (
          <Trans>Nous vous proposerons en premier les cours, quiz et fiches de votre classe.</Trans>
        )}
      </p>
      <FormAlert code={state?.alert} />
      <AccountForm aria-labelledby="profiling-title" formRef={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="accessType" value={accessType ?? ""} />
        <ChoiceGroup
          name="levelOfEducation"
          legend={parent ? t`Classe de votre enfant` : t`Votre classe`}
          defaultValue={levelOfEducation}
          error={errors.levelOfEducation}
          onInput={() => onFieldInput("levelOfEducation")}
          choices={LEVELS_OF_EDUCATION.map((level) => ({ value: level, label: levelLabel(level) ?? level }))}
        />
        <SelectField
          name="country"
          label={t`Votre pays`}
          defaultValue={country ?? ""}
          options={countries}
          error={errors.country}
          onInput={() => onFieldInput("country")}
        />
        <div className="form-actions">
          <Link className="button button--secondary" to={`/profiling?step=userType&accessType=${accessType ?? ""}`}>
            <Trans>Retour</Trans>
          </Link>
          <SubmitButton pending={pending} pendingLabel={<Trans>Enregistrement…</Trans>}>
            <Trans>Terminer</Trans>
          </SubmitButton>
        </div>
      </AccountForm>
    </>
  );
}

function Done() {
  return (
    <>
      <p className="account-card__icon">
        <DoneIcon />
      </p>
      <h1 id="profiling-title" className="account-card__title">
        <Trans>Votre profil est prêt</Trans>
      </h1>
      <p className="account-card__lead">
        <Trans>
          Vos contenus sont choisis pour votre niveau. Vous pourrez le changer à tout moment dans Mon compte.
        </Trans>
      </p>
      <Link className="button button--primary account-submit" to={POST_LOGIN_HOME}>
        <Trans>Commencer à réviser</Trans>
      </Link>
    </>
  );
}
