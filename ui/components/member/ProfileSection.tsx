// My account: the member's details (names, e-mail when the displayEmail flag allows it §6, birth date,
// level) and the form that changes them.
import { Trans, useLingui } from "@lingui/react/macro";
import { LEVELS_OF_EDUCATION } from "../../../domain/validation/newsletter.ts";
import { checkProfileForm, formValuesOfProfile, type ProfileField } from "../account/profile-form.ts";
import type { MemberProfile } from "../../../application/web/account/member-profile.ts";
import {
  AccountForm,
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  useFormErrors,
  type FormState,
} from "../account/form-kit.tsx";
import { useFormatDate } from "../date-format.ts";
import { useLevelLabel } from "../account/messages.ts";

const FIELDS = ["firstname", "lastname", "birthdate", "levelOfEducation"] as const satisfies readonly ProfileField[];

export interface ProfileSectionProps {
  profile: Pick<
    MemberProfile,
    "firstname" | "lastname" | "email" | "username" | "birthdate" | "accessType" | "levelOfEducation"
  >;
  state?: FormState<ProfileField> | undefined;
  pending?: boolean;
  /** The last change was saved. */
  saved?: boolean;
}

export function ProfileSection({ profile, state, pending = false, saved = false }: ProfileSectionProps) {
  const { t } = useLingui();
  const levelLabel = useLevelLabel();
  const formatDate = useFormatDate();
  const { errors, onSubmit, onFieldInput, formRef } = useFormErrors(FIELDS, state?.errors, (data) =>
    checkProfileForm(formValuesOfProfile(data)),
  );
  const values = state?.values ?? {};
  const parent = profile.accessType === "parent";
  const fullName = [profile.firstname, profile.lastname].filter(Boolean).join(" ");
  const editing = Boolean(state?.errors || state?.alert);
  return (
    <section className="account-section" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-section__title">
        <Trans>Mon profil</Trans>
      </h2>
      {saved ? (
        <FormAlert tone="success">
          <p>
            <Trans>Vos informations sont enregistrées.</Trans>
          </p>
        </FormAlert>
      ) : null}
      <dl className="account-details">
        <div>
          <dt>
            <Trans>Prénom et nom</Trans>
          </dt>
          <dd>{fullName || <Trans>Non renseigné</Trans>}</dd>
        </div>
        {profile.email ? (
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{profile.email}</dd>
          </div>
        ) : null}
        {profile.username ? (
          <div>
            <dt>
              <Trans>Pseudo</Trans>
            </dt>
            <dd>{profile.username}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Date de naissance</Trans>
          </dt>
          <dd>{profile.birthdate ? formatDate(profile.birthdate) : <Trans>Non renseignée</Trans>}</dd>
        </div>
        <div>
          <dt>{parent ? <Trans>Classe de votre enfant</Trans> : <Trans>Classe</Trans>}</dt>
          <dd>{levelLabel(profile.levelOfEducation) ?? <Trans>Non renseignée</Trans>}</dd>
        </div>
      </dl>
      <details className="account-disclosure" open={editing || undefined}>
        <summary className="account-disclosure__summary">
          <Trans>Modifier mes informations</Trans>
        </summary>
        <AccountForm aria-labelledby="profile-title" formRef={formRef} onSubmit={onSubmit}>
          <input type="hidden" name="intent" value="updateProfile" />
          <div className="field-row">
            <TextField
              name="firstname"
              label={t`Prénom`}
              autoComplete="given-name"
              defaultValue={values.firstname ?? profile.firstname ?? ""}
              error={errors.firstname}
              onInput={() => onFieldInput("firstname")}
            />
            <TextField
              name="lastname"
              label={t`Nom`}
              autoComplete="family-name"
              defaultValue={values.lastname ?? profile.lastname ?? ""}
              error={errors.lastname}
              onInput={() => onFieldInput("lastname")}
            />
          </div>
          <TextField
            name="birthdate"
            type="date"
            label={t`Date de naissance`}
            autoComplete="bday"
            defaultValue={values.birthdate ?? profile.birthdate ?? ""}
            error={errors.birthdate}
            onInput={() => onFieldInput("birthdate")}
          />
          <SelectField
            name="levelOfEducation"
            label={parent ? t`Classe de votre enfant` : t`Classe`}
            defaultValue={values.levelOfEducation ?? profile.levelOfEducation ?? ""}
            placeholder={t`Choisir une classe`}
            options={LEVELS_OF_EDUCATION.map((level) => ({ value: level, label: levelLabel(level) ?? level }))}
            error={errors.levelOfEducation}
            onInput={() => onFieldInput("levelOfEducation")}
          />
          {/* The server's refusal shows beside the button that was pressed: above the four fields it was off screen
              on a phone (as in the family space's form). */}
          <FormAlert code={state?.alert} />
          <SubmitButton pending={pending}>
            <Trans>Enregistrer</Trans>
          </SubmitButton>
        </AccountForm>
      </details>
    </section>
  );
}
