import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import type { Locale } from "../../domain/locale/locale.ts";
import { useLocale } from "../composition/app-context.tsx";
import { Flag } from "./Flag.tsx";

/**
 * §2 Language selector (French or English flag): a link with ?lang=, remembered by the server (§2 Language).
 * The footer's is a navigation landmark; the header's and the mobile menu's are groups (one landmark per name).
 * Compact (the header): one flag, the other language's, with its name for screen readers.
 */
export function LanguageSwitcher({
  className,
  compact = false,
  landmark = true,
}: {
  className?: string;
  compact?: boolean;
  landmark?: boolean;
}) {
  const current = useLocale();
  const { t } = useLingui();
  const location = useLocation();
  const labels: Record<Locale, string> = { fr: "Français", en: "English" };
  const hrefFor = (locale: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", locale);
    return `${location.pathname}?${params.toString()}${location.hash}`;
  };
  const Container = landmark ? "nav" : "div";
  return (
    <Container
      className={["language-switcher", compact ? "language-switcher--compact" : "", className]
        .filter(Boolean)
        .join(" ")}
      role={landmark ? undefined : "group"}
      aria-label={t`Langue`}
    >
      <ul>
        {(["fr", "en"] as const)
          .filter((locale) => !compact || locale !== current)
          .map((locale) => (
            <li key={locale}>
              <Link
                to={hrefFor(locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? "true" : undefined}
                className="language-switcher__link"
              >
                <Flag locale={locale} />{" "}
                <span className={compact ? "visually-hidden" : undefined}>{labels[locale]}</span>
              </Link>
            </li>
          ))}
      </ul>
    </Container>
  );
}
