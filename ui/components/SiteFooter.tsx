import { Trans } from "@lingui/react/macro";
import { useWebConfig } from "../composition/app-context.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

export const APP_VERSION_LABEL = "6.10.0";

/** §2 Footer: language selector, version and region label. The link directory comes later. */
export function SiteFooter({ region = "FR" }: { region?: string }) {
  const { brandName } = useWebConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{brandName}</p>
        <LanguageSwitcher />
        <p className="site-footer__version">
          <Trans>
            Version {APP_VERSION_LABEL} · Région {region}
          </Trans>
        </p>
      </div>
    </footer>
  );
}
