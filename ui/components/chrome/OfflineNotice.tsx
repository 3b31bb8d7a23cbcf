// Issue 12 "Offline": the notice OfflineIndicator.tsx shows in the chrome while the browser has no network (its link
// guard is in OfflineIndicator.tsx, active from the moment the browser goes offline, before this chunk loads).
import { useLingui } from "@lingui/react/macro";

/** Mounted while offline only (OfflineIndicator). */
export function OfflineNotice() {
  return <OfflineNoticeText />;
}

/**
 * The notice for an `offline` flag (Storybook drives it directly). The polite live region stays, so the change is
 * read; it has no `status` role, which the pages' own form messages use.
 */
export function OfflineIndicatorView({ offline }: { offline: boolean }) {
  return (
    <div className="offline-indicator" aria-live="polite">
      {offline ? <OfflineNoticeText /> : null}
    </div>
  );
}

function OfflineNoticeText() {
  const { t } = useLingui();
  return (
    <p className="offline-indicator__notice">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" className="offline-indicator__icon">
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.3a10 10 0 0 1 13 0M9 15.8a5 5 0 0 1 6 0M12 19.5h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>{t`Hors ligne : les pages déjà ouvertes restent disponibles`}</span>
    </p>
  );
}
