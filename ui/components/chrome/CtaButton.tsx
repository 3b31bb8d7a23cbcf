// §4 the generic call-to-action button: after each click it locks itself for a time-out (4000 ms by default, 0 for
// the e-mail popin) and ignores clicks while disabled or loading; §9 its loader appears only after 200 ms.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { CTA_DEFAULT_TIMEOUT_MS, CTA_UNLOCKED, ctaClick, type CtaLockState } from "../../../domain/popins/cta-lock.ts";
import { LOADER_MIN_DELAY_MS } from "../../../domain/popins/timing.ts";

export interface CtaButtonProps {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: "button" | "submit";
  disabled?: boolean;
  loading?: boolean;
  /** Lock after a click, in ms (§4: 4000 by default). */
  timeoutMs?: number;
  className?: string;
  /** Spoken while loading (the label of the loader). */
  loadingLabel?: string;
  /** The id of a text describing the button (why it is disabled). */
  "aria-describedby"?: string | undefined;
}

export function CtaButton({
  children,
  onClick,
  type = "button",
  disabled = false,
  loading = false,
  timeoutMs = CTA_DEFAULT_TIMEOUT_MS,
  className,
  loadingLabel,
  "aria-describedby": describedBy,
}: CtaButtonProps) {
  const lock = useRef<CtaLockState>(CTA_UNLOCKED);
  const [loaderVisible, setLoaderVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoaderVisible(true), LOADER_MIN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLoaderVisible(false);
    };
  }, [loading]);

  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    const result = ctaClick(lock.current, { now: Date.now(), disabled, loading, timeoutMs });
    lock.current = result.state;
    if (!result.accepted) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type={type}
      className={["button", "button--primary", "cta-button", loading ? "cta-button--loading" : "", className]
        .filter(Boolean)
        .join(" ")}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-describedby={describedBy}
      onClick={handle}
    >
      {loading && loaderVisible ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
      {loading && loadingLabel ? <span className="visually-hidden">{loadingLabel}</span> : null}
    </button>
  );
}
