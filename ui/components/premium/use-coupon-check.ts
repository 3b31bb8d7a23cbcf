// The coupon field with JavaScript: checks a code in the background (a fetcher on the coupon resource route)
// instead of reloading the page; the result replaces the loader's until the next navigation.
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { CouponCheck } from "../../../application/web/premium/coupon-check.ts";
import { COUPON_CHECK_PATH, pathWith } from "./paths.ts";

/** What the coupon resource route answers (and what a page's loader knows of the coupon in its address). */
export interface CouponCheckAnswer {
  check: CouponCheck | null;
  unavailable: boolean;
}

export interface CouponState extends CouponCheckAnswer {
  /** A background check is under way. */
  pending: boolean;
  /** The state comes from a background check (the code is not in the page's address). */
  fetched: boolean;
  /** Checks `code` for the plans in the background. */
  submit: (code: string) => void;
}

export function useCouponCheck(initial: CouponCheckAnswer, planIds: readonly string[]): CouponState {
  const fetcher = useFetcher<CouponCheckAnswer>();
  const location = useLocation();
  // The page (location.key) a background check was asked on: a navigation (another coupon in the address,
  // "Retirer le code") brings the loader's state back.
  const [askedOn, setAskedOn] = useState<string | null>(null);
  const fetched =
    askedOn === location.key && fetcher.state === "idle" && fetcher.data !== undefined ? fetcher.data : null;
  const current = fetched ?? initial;
  return {
    check: current.check,
    unavailable: current.unavailable,
    pending: fetcher.state !== "idle",
    fetched: fetched !== null,
    submit: (code) => {
      setAskedOn(location.key);
      void fetcher.load(pathWith(COUPON_CHECK_PATH, { code, planIds: planIds.join(",") }));
    },
  };
}
