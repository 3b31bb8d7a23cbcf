// §2/§4/§5 the e-mail capture popin (loaded on demand by EmailPopinHost): title, subtitle, user type and programme
// dropdowns, e-mail field, consent line, call-to-action with loader. The flow (reducer, storage, analytics,
// bot-protection token, POST /newsletter/subscribe) is the use case NewsletterPopupFlow.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { NewsletterPopupFlow } from "../../../application/web/newsletter/newsletter-popup-flow.ts";
import { EMAIL_POPIN_CTA_TIMEOUT_MS } from "../../../domain/popins/cta-lock.ts";
import {
  isNewsletterPopupSending,
  isNewsletterPopupVisible,
  isNewsletterSubmitEnabled,
  type NewsletterPopupError,
} from "../../../domain/popins/newsletter-popup.ts";
import { EMAIL_PATTERN } from "../../../domain/validation/email.ts";
import {
  emailPopinBlockers,
  isEmailInvalid,
  POPIN_USER_TYPES,
  programmesFor,
  type EmailPopinBlocker,
  type LevelOfEducation,
  type PopinUserType,
} from "../../../domain/validation/newsletter.ts";
import { useUseCase } from "../../composition/hooks.ts";
import { CtaButton } from "./CtaButton.tsx";
import { Popin } from "./Popin.tsx";

/** §5: the e-mail pattern as an HTML `pattern` attribute (browsers compile it with the v flag: `-` escaped). */
export const EMAIL_INPUT_PATTERN = EMAIL_PATTERN.source.slice(1, -1).replaceAll("-]", "\\-]");

/** How long "Email envoyé !" stays on screen. */
export const CONFIRMATION_MS = 6000;

export interface EmailPopinProps {
  /** The current path (§2: the popin is never shown on /premium nor on paths containing /orientation). */
  path: string;
  /** Called once the popin is gone (closed, or sent and confirmed). */
  onDone: () => void;
}

export function EmailPopin({ path, onDone }: EmailPopinProps) {
  const flow = useUseCase(NewsletterPopupFlow);
  const { t, i18n } = useLingui();
  const [session] = useState(() => flow.start(i18n.locale === "en" ? "en" : "fr"));
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const ids = {
    email: useId(),
    type: useId(),
    program: useId(),
    consent: useId(),
    message: useId(),
    emailError: useId(),
    why: useId(),
  };
  const userTypes = useUserTypeLabels();
  const levels = useLevelLabels();
  const blockerText = useBlockerText();

  useEffect(() => {
    session.dispatch({ type: "Triggered", path });
  }, [session, path]);

  useEffect(() => {
    if (state.phase === "closed") onDone();
    if (state.phase !== "submitted") return;
    const timer = setTimeout(onDone, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state.phase, onDone]);

  if (state.phase === "submitted") {
    return (
      <div className="toast" role="status">
        <Trans>Email envoyé !</Trans>
      </div>
    );
  }
  if (!isNewsletterPopupVisible(state)) return null;

  const sending = isNewsletterPopupSending(state);
  // Issue 15: why the button is disabled, in words (each unmet condition), and an invalid address said at its field.
  const enabled = isNewsletterSubmitEnabled(state);
  const emailInvalid = isEmailInvalid(state.form.email);
  const blockers = emailPopinBlockers(state.form);
  const why = !enabled && !sending && blockers.length > 0 ? blockerText(blockers) : null;
  const emailDescribedBy = [emailInvalid ? ids.emailError : null, errorTextId(state.error, ids.message)]
    .filter(Boolean)
    .join(" ");
  const variantB = state.variant === "popup-b";
  const errorText = state.error ? errorMessage(state.error, t`Une erreur est survenue, réessaie plus tard.`) : null;

  return (
    <Popin
      className="email-popin"
      closable={!sending}
      onClose={() => session.dispatch({ type: "Closed" })}
      title={
        variantB ? <Trans>5 fiches de révision offertes</Trans> : <Trans>Reçois 5 fiches de révision gratuites</Trans>
      }
    >
      <p className="email-popin__subtitle">
        {variantB ? (
          <Trans>Laisse ton e-mail : on t'envoie nos meilleures fiches et des conseils pour réussir ton année.</Trans>
        ) : (
          <Trans>Des fiches claires pour réviser l'essentiel, envoyées directement dans ta boîte mail.</Trans>
        )}
      </p>
      {/* Issue 32: the sheets exist in French only; an English reader is told before giving an address. */}
      {i18n.locale === "en" ? (
        <p className="email-popin__subtitle">
          <Trans>Les fiches sont rédigées en français.</Trans>
        </p>
      ) : null}
      <form
        className="email-popin__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          session.dispatch({ type: "SubmitRequested" });
        }}
      >
        <div className="email-popin__row">
          <div className="field">
            <label htmlFor={ids.type}>
              <Trans>Je suis</Trans>
            </label>
            <select
              id={ids.type}
              value={state.form.type ?? ""}
              onChange={(event) =>
                session.dispatch({
                  type: "UserTypeChosen",
                  userType: (event.target.value || null) as PopinUserType | null,
                })
              }
            >
              <option value="">{t`Choisir…`}</option>
              {POPIN_USER_TYPES.map((value) => (
                <option key={value} value={value}>
                  {userTypes[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.program}>
              <Trans>Niveau</Trans>
            </label>
            <select
              id={ids.program}
              value={state.form.program ?? ""}
              onChange={(event) =>
                session.dispatch({
                  type: "ProgramChosen",
                  program: (event.target.value || null) as LevelOfEducation | null,
                })
              }
            >
              <option value="">{t`Choisir…`}</option>
              {programmesFor(state.form.type).map((value) => (
                <option key={value} value={value}>
                  {levels[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={ids.email}>
            <Trans>Adresse e-mail</Trans>
          </label>
          <input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Email"
            pattern={EMAIL_INPUT_PATTERN}
            value={state.form.email}
            className={state.emailAlreadyExists || emailInvalid ? "input--error" : undefined}
            aria-invalid={state.emailAlreadyExists || emailInvalid || undefined}
            aria-describedby={emailDescribedBy || undefined}
            onChange={(event) => session.dispatch({ type: "EmailEdited", email: event.target.value })}
          />
          {emailInvalid ? (
            <p id={ids.emailError} className="email-popin__error">
              <Trans>Email invalide.</Trans>
            </p>
          ) : null}
        </div>
        <label className="check" htmlFor={ids.consent}>
          <input
            id={ids.consent}
            type="checkbox"
            checked={state.form.acceptNewsletter}
            onChange={(event) => session.dispatch({ type: "ConsentChanged", accepted: event.target.checked })}
          />
          <span>
            <Trans>J'accepte de recevoir par e-mail des conseils pour réussir ma scolarité.</Trans>
          </span>
        </label>
        {errorText ? (
          <p id={ids.message} className="form-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <CtaButton
          type="submit"
          className="email-popin__cta"
          disabled={!enabled && !sending}
          aria-describedby={why ? ids.why : undefined}
          loading={sending}
          loadingLabel={t`Envoi en cours`}
          timeoutMs={EMAIL_POPIN_CTA_TIMEOUT_MS}
        >
          <Trans>Recevoir mes fiches</Trans>
        </CtaButton>
        {why ? (
          <p id={ids.why} className="email-popin__why">
            {why}
          </p>
        ) : null}
      </form>
    </Popin>
  );
}

function errorTextId(error: NewsletterPopupError | null, id: string): string | null {
  return error ? id : null;
}

/** Issue 15: the unmet conditions in one sentence ("Pour recevoir les fiches : …"). */
function useBlockerText(): (blockers: readonly EmailPopinBlocker[]) => string {
  const { t } = useLingui();
  const parts: Record<EmailPopinBlocker, string> = {
    type: t`dis qui tu es`,
    program: t`choisis ton niveau`,
    email: t`saisis une adresse e-mail valide`,
    consent: t`coche la case d'accord`,
  };
  return (blockers) => {
    const list = blockers.map((blocker) => parts[blocker]).join(", ");
    return t`Pour recevoir les fiches : ${list}.`;
  };
}

function errorMessage(error: NewsletterPopupError, generic: string): string {
  return error.code === "ServerMessage" ? error.summary : generic;
}

function useUserTypeLabels(): Record<PopinUserType, string> {
  const { t } = useLingui();
  return {
    parents: t`Parent`,
    primaire: t`Élève de primaire`,
    college: t`Collégien ou collégienne`,
    lycee: t`Lycéen ou lycéenne`,
    etudiant: t`Étudiant ou étudiante`,
  };
}

function useLevelLabels(): Record<LevelOfEducation, string> {
  const { t } = useLingui();
  return {
    primaire: t`Primaire`,
    "6ème": t`6e`,
    "5ème": t`5e`,
    "4ème": t`4e`,
    "3ème": t`3e`,
    seconde: t`Seconde`,
    première: t`Première`,
    terminale: t`Terminale`,
    sup: t`Études supérieures`,
  };
}
