// My account, family space: the holder of a family plan sees the child accounts of the family, creates one
// (name, e-mail, password, level), detaches one, and sees each child's progress and last week (issue 30: the weekly
// word to parents, by mail on request); a child member sees who holds the family.
import { Trans, useLingui } from "@lingui/react/macro";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import type { FamilyResponse } from "../../../application/contracts/account/family.ts";
import { checkAddChildForm } from "../../../application/web/account/form-checks.ts";
import { ADD_CHILD_FIELDS, type AddChildField } from "../../../application/web/account/form-fields.ts";
import { PASSWORD_MIN_LENGTH } from "../../../domain/validation/rules.ts";
import {
  AccountForm,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  formValues,
  useFormErrors,
  type FormState,
} from "../account/form-kit.tsx";
import type { AlertCode } from "../account/messages.ts";
import { useLevelLabel } from "../account/messages.ts";
import type { ProgressSummary } from "../../../application/web/learning/progress.ts";
import { childName } from "./child-name.ts";
import { ChildProgressSummary } from "./ProgressSummary.tsx";
import type { WeeklyFamilyDigest } from "../../../application/contracts/coach.ts";
import { WeeklyDigest } from "./WeeklyDigest.tsx";

export interface FamilySpaceProps {
  family: FamilyResponse | null;
  /** For a child member: the holder of the family (when the family itself is not listed). */
  holder?: { firstname: string | null; lastname: string | null } | null;
  unavailable?: boolean;
  addState?: FormState<AddChildField> | undefined;
  addPending?: boolean;
  /** First name of the child just added. */
  added?: string | null;
  removeAlert?: AlertCode | null;
  /** Id of the child whose removal is being sent. */
  removingId?: string | null;
  removed?: boolean;
  /** For the holder: each child's progress summary by child id (null: it could not be loaded). */
  childrenProgress?: Readonly<Record<string, ProgressSummary | null>>;
  /** Issue 30: for the holder, the children's last week and the Monday mail (null: not available). */
  weeklyDigest?: WeeklyFamilyDigest | null;
  weeklyDigestPending?: boolean;
  /** The Monday mail just asked for (true) or stopped (false). */
  weeklyDigestChanged?: boolean | null;
  weeklyDigestAlert?: AlertCode | null;
}

export function FamilySpace({
  family,
  holder = null,
  unavailable = false,
  addState,
  addPending = false,
  added = null,
  removeAlert = null,
  removingId = null,
  removed = false,
  childrenProgress = {},
  weeklyDigest = null,
  weeklyDigestPending = false,
  weeklyDigestChanged = null,
  weeklyDigestAlert = null,
}: FamilySpaceProps) {
  const { t } = useLingui();
  const levelLabel = useLevelLabel();
  const holderName = (
    family?.holder ? [family.holder.firstname, family.holder.lastname] : [holder?.firstname, holder?.lastname]
  )
    .filter(Boolean)
    .join(" ");
  return (
    <section className="account-section" id="famille" aria-labelledby="family-title">
      <h2 id="family-title" className="account-section__title">
        <Trans>Espace famille</Trans>
      </h2>
      {unavailable ? (
        <FormAlert code="Unavailable" />
      ) : family === null || family.role === "member" ? (
        <p>
          {holderName ? (
            <Trans>Vous faites partie de la famille de {holderName}, qui gère l'abonnement.</Trans>
          ) : (
            <Trans>Vous faites partie d'une famille : son titulaire gère l'abonnement.</Trans>
          )}
        </p>
      ) : (
        <>
          <FamilyCount count={family.members.length} max={family.maxMembers} />
          {added ? (
            <FormAlert tone="success">
              <p>
                <Trans>Le compte de {added} est créé. Il peut se connecter dès maintenant.</Trans>
              </p>
            </FormAlert>
          ) : null}
          {removed ? (
            <FormAlert tone="success">
              <p>
                <Trans>Le compte a été retiré de la famille. Il reste actif, sans l'abonnement.</Trans>
              </p>
            </FormAlert>
          ) : null}
          <FormAlert code={removeAlert} />
          {family.members.length > 0 ? (
            <ul className="family-list">
              {family.members.map((child) => {
                const name = childName(child);
                return (
                  <li key={child.id} className="family-member">
                    <div>
                      <p className="family-member__name">{name}</p>
                      <p className="family-member__meta">
                        {child.email}
                        {child.levelOfEducation ? ` · ${levelLabel(child.levelOfEducation)}` : ""}
                      </p>
                    </div>
                    <details className="account-disclosure account-disclosure--inline">
                      <summary className="account-disclosure__summary">
                        <Trans>Retirer</Trans>
                        <span className="visually-hidden"> {name}</span>
                      </summary>
                      <AccountForm aria-label={t`Retirer ${name} de la famille`}>
                        <input type="hidden" name="intent" value="removeChild" />
                        <input type="hidden" name="memberId" value={child.id} />
                        <p>
                          <Trans>{name} gardera son compte, mais plus l'abonnement de la famille.</Trans>
                        </p>
                        <SubmitButton tone="danger" pending={removingId === child.id}>
                          <Trans>Confirmer le retrait</Trans>
                        </SubmitButton>
                      </AccountForm>
                    </details>
                    <ChildProgress name={name} summary={childrenProgress[child.id]} />
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="account-empty">
              <Trans>Aucun compte enfant pour l'instant.</Trans>
            </p>
          )}
          {weeklyDigest ? (
            <WeeklyDigest
              digest={weeklyDigest}
              pending={weeklyDigestPending}
              changed={weeklyDigestChanged}
              alert={weeklyDigestAlert}
            />
          ) : null}
          {family.canAddMember ? (
            <AddChildForm state={addState} pending={addPending} />
          ) : family.members.length >= family.maxMembers ? (
            <p className="account-empty">
              <Trans>Votre famille est au complet.</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A child's progress as the holder sees it (the same summary the child sees on their home). */
function ChildProgress({ name, summary }: { name: string; summary: ProgressSummary | null | undefined }) {
  if (summary === undefined) return null;
  return (
    <div className="family-member__progress">
      <h3 className="family-member__progress-title">
        <Trans>Progression de {name}</Trans>
      </h3>
      <ChildProgressSummary name={name} summary={summary} />
    </div>
  );
}

function AddChildForm({ state, pending }: { state?: FormState<AddChildField> | undefined; pending: boolean }) {
  const { t } = useLingui();
  const levelLabel = useLevelLabel();
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(ADD_CHILD_FIELDS, state?.errors, (data) =>
    checkAddChildForm(formValues(data, ADD_CHILD_FIELDS)),
  );
  const values = state?.values ?? {};
  const field = (name: AddChildField) => ({ error: errors[name], onInput: () => onFieldInput(name) });
  return (
    <details className="account-disclosure" open={Boolean(state?.errors || state?.alert) || undefined}>
      <summary className="account-disclosure__summary">
        <Trans>Ajouter un compte enfant</Trans>
      </summary>
      <AccountForm aria-label={t`Ajouter un compte enfant`} formRef={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="addChild" />
        <div className="field-row">
          <TextField
            name="firstname"
            label={t`Prénom`}
            defaultValue={values.firstname ?? ""}
            autoComplete="off"
            {...field("firstname")}
          />
          <TextField
            name="lastname"
            label={t`Nom`}
            defaultValue={values.lastname ?? ""}
            autoComplete="off"
            {...field("lastname")}
          />
        </div>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t`Email de l'enfant`}
          hint={t`Il s'en servira pour se connecter.`}
          defaultValue={values.email ?? ""}
          autoComplete="off"
          {...field("email")}
        />
        <TextField
          name="password"
          type="password"
          label={t`Mot de passe de l'enfant`}
          hint={t`Au moins ${PASSWORD_MIN_LENGTH} caractères. Transmettez-le à votre enfant.`}
          autoComplete="new-password"
          {...field("password")}
        />
        <SelectField
          name="levelOfEducation"
          label={t`Classe`}
          placeholder={t`Choisir une classe`}
          defaultValue={values.levelOfEducation ?? ""}
          options={LEVELS_OF_EDUCATION.map((level) => ({ value: level, label: levelLabel(level) ?? level }))}
          {...field("levelOfEducation")}
        />
        {/* The server's refusal (address taken, family full…) shows beside the button that was pressed: above
            the form it was off screen on a phone, and the page seemed not to answer. */}
        <FormAlert code={state?.alert} />
        <SubmitButton pending={pending}>
          <Trans>Créer le compte enfant</Trans>
        </SubmitButton>
      </AccountForm>
    </details>
  );
}

function FamilyCount({ count, max }: { count: number; max: number }) {
  return (
    <p>
      <Trans>
        Comptes enfants : {count} sur {max}. Chaque enfant se connecte avec son propre email et profite de votre
        abonnement.
      </Trans>
    </p>
  );
}
