// §3/§9 the campaign countdown: it counts to the campaign's deadline (domain campaignDeadline, the end date the page
// states), and only in the campaign's last counterRotation days. The server renders the value at the page's
// instant; in the browser it then follows the clock every second. Screen readers get the text without a live
// announcement every second (role timer). Counts are ICU plurals ("1 jour", "2 jours").
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { dateLocaleTag } from "../../../domain/locale/locale.ts";
import { countdownAt, showsCountdown, splitRemaining } from "../../../domain/premium/campaign.ts";
import { useLocale } from "../../composition/app-context.tsx";
import "../../styles/premium.css";

export interface CountdownWindow {
  startDate: string;
  endDate: string;
  /** Days. */
  counterRotation: number;
  /** Minutes. */
  counterOffset: number;
}

export interface CountdownProps {
  campaign: CountdownWindow;
  /** The instant the server rendered the page for (the first render shows the value at it). */
  initialAt: string;
  /** "Follow the clock" (the app); off in stories and tests that need a fixed value. */
  live?: boolean;
  /** Text above the counter; "Fin de l'offre dans" by default. */
  label?: string;
  compact?: boolean;
}

const pad = (value: number) => String(value).padStart(2, "0");

type Parts = { days: number; hours: number; minutes: number; seconds: number };
/** Intl.DurationFormat (recent browsers and Node); its type is not in this project's TypeScript lib yet. */
type DurationFormatConstructor = new (
  locale: string,
  options: { style: "long" },
) => { format(duration: Parts): string };
const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;

export function Countdown({ campaign, initialAt, live = true, label, compact = false }: CountdownProps) {
  const { t } = useLingui();
  const tag = dateLocaleTag(useLocale());
  const [now, setNow] = useState(() => Date.parse(initialAt));
  useEffect(() => {
    if (!live) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [live]);
  const countdown = countdownAt(campaign, new Date(now));
  if (countdown !== null && !showsCountdown(campaign, new Date(now))) return null;
  if (countdown === null) {
    return (
      <p className="countdown countdown--over" role="status">
        <Trans>Cette offre est terminée.</Trans>
      </p>
    );
  }
  const { days, hours, minutes, seconds } = splitRemaining(countdown.remainingMs);
  // Read out in words ("2 jours, 10 heures et 10 minutes"), zero units left out.
  const spoken = DurationFormat
    ? new DurationFormat(tag, { style: "long" }).format({ days, hours, minutes, seconds })
    : t`${days} j ${hours} h ${minutes} min ${seconds} s`;
  return (
    <div className={["countdown", compact ? "countdown--compact" : null].filter(Boolean).join(" ")}>
      <p className="countdown__label">{label ?? t`Fin de l'offre dans`}</p>
      <p className="countdown__value" role="timer" aria-live="off" aria-atomic="true">
        <span className="premium-sr">{spoken}</span>
        <span className="countdown__units" aria-hidden="true" data-ends-at={countdown.endsAt.toISOString()}>
          <span className="countdown__unit">
            <span className="countdown__number">{days}</span>
            <span className="countdown__name">
              <Plural value={days} one="jour" other="jours" />
            </span>
          </span>
          <span className="countdown__unit">
            <span className="countdown__number">{pad(hours)}</span>
            <span className="countdown__name">
              <Plural value={hours} one="heure" other="heures" />
            </span>
          </span>
          <span className="countdown__unit">
            <span className="countdown__number">{pad(minutes)}</span>
            <span className="countdown__name">
              <Plural value={minutes} one="minute" other="minutes" />
            </span>
          </span>
          <span className="countdown__unit">
            <span className="countdown__number">{pad(seconds)}</span>
            <span className="countdown__name">
              <Plural value={seconds} one="seconde" other="secondes" />
            </span>
          </span>
        </span>
      </p>
    </div>
  );
}
