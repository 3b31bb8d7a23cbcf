// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): the one rule of the newsletter's unsubscribe links. The
// token of an address is the signature of its normal form (trimmed, lower case: the list's own comparison), so it is
// stateless (nothing stored, valid as long as AUTH_SECRET is), the same whatever case the link's address is written
// in, and worthless for any other address. The mails write the links, the unsubscribe endpoint checks them, the
// member's account page gets the same fields: all through this class.
import { inject, injectable } from "tsyringe";
import type { Locale } from "../../../domain/locale/locale.ts";
import { normalizeEmail } from "../../../domain/validation/email.ts";
import {
  unsubscribePagePath,
  type MailingList,
  type UnsubscribeLink,
} from "../../contracts/newsletter-unsubscribe-link.ts";
import { ApiSettingsToken, type ApiSettings } from "../shared/ports.ts";
import { UnsubscribeSignerToken, type UnsubscribeSigner } from "./ports.ts";

@injectable()
export class UnsubscribeLinks {
  constructor(
    @inject(UnsubscribeSignerToken) private readonly signer: UnsubscribeSigner,
    @inject(ApiSettingsToken) private readonly settings: ApiSettings,
  ) {}

  /** The fields of an address's link to leave a mailing: the address in its normal form and its token. */
  fieldsFor(email: string, list: MailingList = "newsletter"): UnsubscribeLink {
    const normal = normalizeEmail(email);
    const token = this.signer.sign(signed(normal, list));
    return list === "newsletter" ? { email: normal, token } : { email: normal, token, list };
  }

  /** Whether `token` is the token of `email`'s links for that mailing (whatever the address's case). */
  isValid(email: string, token: string, list: MailingList = "newsletter"): boolean {
    return this.signer.verify(signed(normalizeEmail(email), list), token.trim());
  }

  /** The absolute link of a mail's part in `lang` (the page confirms before anything changes). */
  linkFor(email: string, lang: Locale, list: MailingList = "newsletter"): string {
    const origin = this.settings.publicOrigin.replace(/\/+$/, "");
    return `${origin}${unsubscribePagePath(this.fieldsFor(email, list), lang)}`;
  }
}

/** What a token signs: the newsletter's the address alone (its links from before issue 30 still work), another
 * mailing's the address after its name, so that one mailing's token never stops another. */
function signed(normalEmail: string, list: MailingList): string {
  return list === "newsletter" ? normalEmail : `${list}:${normalEmail}`;
}
