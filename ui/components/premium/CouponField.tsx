// §3 Coupon validation request: the coupon field of the plans, offer and checkout pages. Without JavaScript it is
// a GET form: the page's loader checks the code (?coupon=) and renders the prices with it. With JavaScript the
// page passes `onCheck` and checks the code in the background (a fetcher), without leaving the page.
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { CouponCheck } from "../../../application/web/premium/coupon-check.ts";
import { useFormatMoney } from "./format.ts";
import "../../styles/premium.css";

export interface CouponFieldProps {
  /** Where the GET form goes (the page itself). */
  action: string;
  /** Query parameters to keep (plan, country…). */
  hidden?: Record<string, string>;
  /** The check to show (from the loader or the fetcher), or null. */
  check: CouponCheck | null;
  /** A code was typed but could not be checked. */
  unavailable?: boolean;
  /** A check is under way. */
  pending?: boolean;
  /** The code in the field at first. */
  defaultCode?: string;
  /** With JavaScript: check in the background instead of reloading the page. */
  onCheck?: (code: string) => void;
  /** A link that removes the code (the page without ?coupon=). */
  removeHref?: string | null;
  /** A campaign's own code is in force (nothing typed). */
  fromCampaign?: boolean;
  /** The query parameter the GET form sends the code in ("coupon" by default; "promocode" for the site-wide code). */
  name?: string;
}

/** §3 Coupon validation: the message of a check. */
export function useCouponMessage(): (check: CouponCheck) => string {
  const { t } = useLingui();
  const money = useFormatMoney();
  return (check) => {
    const code = check.code;
    // §4: this code narrows the offers to the family ones; it lowers no price, so it is not "applied" as a discount.
    if (check.status === "audience")
      return t`Code ${code} reconnu : seules les offres Famille sont affichées. Ce code ne donne pas de réduction.`;
    if (check.status === "valid") {
      const value = check.discount.value;
      const amount = money(value, check.discount.currency ?? "EUR");
      return check.discount.kind === "percent"
        ? t`Code ${code} appliqué : ${value} % de réduction.`
        : t`Code ${code} appliqué : ${amount} de réduction.`;
    }
    switch (check.reason) {
      case "Unknown":
        return t`Le code ${code} n'existe pas.`;
      case "Expired":
        return t`Le code ${code} a expiré.`;
      case "NotStarted":
        return t`Le code ${code} n'est pas encore valable.`;
      case "NotApplicable":
        return t`Le code ${code} ne s'applique pas à cette offre.`;
      case "Exhausted":
        return t`Le code ${code} a déjà été utilisé autant de fois que possible.`;
      case "Malformed":
        return t`Un code promo ne contient que des lettres, des chiffres, des tirets (- ou _), 40 caractères au plus.`;
    }
  };
}

export function CouponField({
  action,
  hidden = {},
  check,
  unavailable = false,
  pending = false,
  defaultCode = "",
  onCheck,
  removeHref = null,
  fromCampaign = false,
  name = "coupon",
}: CouponFieldProps) {
  const { t } = useLingui();
  const message = useCouponMessage();
  const inputId = useId();
  const statusId = useId();
  const [empty, setEmpty] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const code = String(new FormData(event.currentTarget).get(name) ?? "").trim();
    if (code === "") {
      event.preventDefault();
      setEmpty(true);
      return;
    }
    setEmpty(false);
    if (onCheck) {
      event.preventDefault();
      onCheck(code);
    }
  };
  const invalid = check?.status === "invalid";
  let status: string | null = null;
  if (pending) status = t`Vérification du code…`;
  else if (empty) status = t`Saisissez un code promo.`;
  else if (unavailable) status = t`Le code n'a pas pu être vérifié. Merci de réessayer dans quelques instants.`;
  else if (check) status = message(check);
  const tone = pending ? "pending" : empty || unavailable || invalid ? "error" : check ? "success" : null;
  return (
    <form className="coupon-field" method="get" action={action} onSubmit={onSubmit} noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="coupon-field__label" htmlFor={inputId}>
        {fromCampaign ? <Trans>Un autre code promo ?</Trans> : <Trans>Code promo</Trans>}
      </label>
      <div className="coupon-field__row">
        <input
          id={inputId}
          className="coupon-field__input"
          name={name}
          type="text"
          defaultValue={defaultCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={invalid || empty ? true : undefined}
          aria-describedby={statusId}
          onInput={() => setEmpty(false)}
        />
        <button type="submit" className="button button--outline coupon-field__submit" aria-busy={pending || undefined}>
          <Trans>Appliquer</Trans>
        </button>
      </div>
      <p
        id={statusId}
        className={["coupon-field__status", tone ? `coupon-field__status--${tone}` : null].filter(Boolean).join(" ")}
        role="status"
      >
        {status}
      </p>
      {check !== null && check.status !== "invalid" && removeHref !== null && !fromCampaign ? (
        <p className="coupon-field__remove">
          <Link to={removeHref}>
            <Trans>Retirer le code</Trans>
          </Link>
        </p>
      ) : null}
    </form>
  );
}
