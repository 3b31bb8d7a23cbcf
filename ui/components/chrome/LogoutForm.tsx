import { Trans } from "@lingui/react/macro";

/**
 * §2 logout: a POST to /logout (the route clears the session and goes to /login). A plain form: it works before
 * hydration and outside a data router, and the full page load after it leaves no state of the old session.
 */
export function LogoutForm({ className }: { className?: string }) {
  return (
    <form method="post" action="/logout" className={["logout-form", className].filter(Boolean).join(" ")}>
      <button type="submit" className="logout-form__button">
        <Trans>Se déconnecter</Trans>
      </button>
    </form>
  );
}
