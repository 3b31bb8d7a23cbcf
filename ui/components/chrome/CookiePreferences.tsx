// Footer "cookie preferences" (§2): a button opening the consent dialog (loaded on demand).
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { PopinCatalog } from "../../composition/app-context.tsx";

const CookieConsentDialog = lazy(() =>
  import("./CookieConsentDialog.tsx").then((m) => ({ default: m.CookieConsentDialog })),
);

export function CookiePreferencesButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={["link-button", className].filter(Boolean).join(" ")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trans>Préférences cookies</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PopinCatalog>
            <CookieConsentDialog onClose={() => setOpen(false)} />
          </PopinCatalog>
        </Suspense>
      ) : null}
    </>
  );
}
