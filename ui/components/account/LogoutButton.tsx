// §2 "Logout clears the profile and goes to /login": a button that posts to /logout (works without
// JavaScript; the /logout action revokes the session and redirects).
import { Trans } from "@lingui/react/macro";
import { AccountForm, SubmitButton } from "./form-kit.tsx";

export function LogoutButton({
  pending = false,
  tone = "secondary",
}: {
  pending?: boolean;
  tone?: "primary" | "secondary";
}) {
  return (
    <AccountForm action="/logout" className="logout-form">
      <SubmitButton tone={tone} pending={pending} pendingLabel={<Trans>Déconnexion…</Trans>}>
        <Trans>Se déconnecter</Trans>
      </SubmitButton>
    </AccountForm>
  );
}
