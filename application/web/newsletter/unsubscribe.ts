// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): leaving the newsletter from the web app. The unsubscribe
// page of a mail's link confirms with its one button, and /mon-compte's newsletter section with its own; both send
// the link's fields to POST /newsletter/unsubscribe, which decides. A link that lost its address or its token is not
// sent: it is refused as the API refuses an altered one.
import { errAsync, type ResultAsync } from "neverthrow";
import { inject, injectable } from "tsyringe";
import * as v from "valibot";
import { callOf } from "../../contracts/endpoint.ts";
import {
  GET_NEWSLETTER_STATUS,
  NewsletterUnsubscribeRequest,
  UNSUBSCRIBE_NEWSLETTER,
} from "../../contracts/newsletter.ts";
import type { UnsubscribeLink } from "../../contracts/newsletter-unsubscribe-link.ts";
import { commonFailure, knownFailure, type CommonFailure } from "../account/failures.ts";
import { ApiClientToken, type ApiClient } from "../http/ports.ts";

/** The link is not (or no longer) one of ours: cut short, altered, or its address was changed. */
export type InvalidUnsubscribeLink = { type: "InvalidUnsubscribeLink" };

export type UnsubscribeFailure = InvalidUnsubscribeLink | CommonFailure;

const INVALID: InvalidUnsubscribeLink = { type: "InvalidUnsubscribeLink" };

@injectable()
export class UnsubscribeFromNewsletter {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  /** Done once the address is off the list (also when it already was). */
  execute(link: UnsubscribeLink | null): ResultAsync<void, UnsubscribeFailure> {
    const body = v.safeParse(NewsletterUnsubscribeRequest, link);
    if (!body.success) return errAsync(INVALID);
    return this.api
      .request(callOf(UNSUBSCRIBE_NEWSLETTER, { body: body.output }))
      .map(() => undefined)
      .mapErr((failure) => knownFailure(failure, { InvalidUnsubscribeToken: INVALID, ValidationFailed: INVALID }));
  }
}

/** Issue 15: the fields that take the member's account address off the list, or null when it is not on it. */
@injectable()
export class LoadNewsletterStatus {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  execute(): ResultAsync<UnsubscribeLink | null, CommonFailure> {
    return this.api
      .request(callOf(GET_NEWSLETTER_STATUS))
      .map((status) => status.unsubscribe)
      .mapErr(commonFailure);
  }
}
