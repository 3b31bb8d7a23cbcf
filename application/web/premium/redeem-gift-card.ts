// §2 "gift card" offer (the header's offers menu, /premium/carte-cadeau), issue 6 POST /checkout/gift-card/redeem:
// a member activates a gift card by its code; the API opens a paid order and the subscription, as for a payment.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import { callOf } from "../../contracts/endpoint.ts";
import { REDEEM_GIFT_CARD, type OrderView } from "../../contracts/premium/checkout.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";
import { AuthCookieSourceToken, type AuthCookieSource } from "../account/session/ports.ts";
import { premiumFailure, type PremiumCommonFailure } from "./failures.ts";

export type RedeemGiftCardFailure =
  | { type: "NotLoggedIn" }
  /** Nothing typed, or not a possible code. */
  | { type: "Invalid" }
  /** No gift card has this code. */
  | { type: "Unknown" }
  /** The card was used by another member. */
  | { type: "AlreadyUsed" }
  /** Issue 15: the card was cancelled (its buyer withdrew and was refunded). */
  | { type: "Cancelled" }
  | PremiumCommonFailure;

/** The longest code accepted (the contract's). */
const MAX_CODE_LENGTH = 64;

@injectable()
export class RedeemGiftCard {
  constructor(
    @inject(ApiClientToken) private readonly api: ApiClient,
    @inject(AuthCookieSourceToken) private readonly cookie: AuthCookieSource,
  ) {}

  /** The paid order the card opened (the same one again when this member already used it). */
  execute(code: string): ResultAsync<OrderView, RedeemGiftCardFailure> {
    const typed = code.trim();
    if (typed === "" || typed.length > MAX_CODE_LENGTH) return errAsync({ type: "Invalid" });
    if (this.cookie.read() === null) return errAsync({ type: "NotLoggedIn" });
    return this.api
      .request(callOf(REDEEM_GIFT_CARD, { body: { code: typed } }))
      .mapErr((failure): RedeemGiftCardFailure => {
        if (failure.type === "HttpError") {
          if (failure.status === 401) return { type: "NotLoggedIn" };
          if (failure.code === "GiftCardUnknown") return { type: "Unknown" };
          if (failure.code === "GiftCardRedeemed") return { type: "AlreadyUsed" };
          if (failure.code === "GiftCardCancelled") return { type: "Cancelled" };
          if (failure.status === 400) return { type: "Invalid" };
        }
        return premiumFailure(failure);
      });
  }
}
