// Issue 15 (docs/decisions/041-newsletter-unsubscribe.md): the address of the newsletter's unsubscribe page and the
// link the e-mails carry to it, `/newsletter/desinscription?email=…&token=…&lang=…`. The API writes it, the page reads
// it back, both from here. Apart from the endpoint's contract (newsletter.ts) so that the route table and the page take
// it without valibot (as sheet-pdf-path.ts, docs/decisions/012). What the token is: application/api/newsletter.
import type { Locale } from "../../domain/locale/locale.ts";

/** Issue 15: the page that confirms an unsubscription (ui/route-tables/account.ts). */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = "/newsletter/desinscription";

/**
 * The mailings a link leaves: the newsletter, or the weekly word to parents (issue 30, docs/decisions/059). Each has
 * its own tokens: a link of one never stops the other.
 */
export const MAILING_LISTS = ["newsletter", "resume-famille"] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

/** What the link carries: the subscribed address and its token; also the body of POST /newsletter/unsubscribe. */
export interface UnsubscribeLink {
  email: string;
  token: string;
  /** The mailing it leaves (absent: the newsletter, as the links sent before issue 30). */
  list?: MailingList;
}

/** The page's path and query for a link, in the language of the mail's part (§2 `lang`). */
export function unsubscribePagePath(link: UnsubscribeLink, lang: Locale): string {
  const query = new URLSearchParams({ email: link.email, token: link.token, lang });
  if (link.list && link.list !== "newsletter") query.set("list", link.list);
  return `${NEWSLETTER_UNSUBSCRIBE_PAGE}?${query.toString()}`;
}

/**
 * The link's fields as a page address (its query) or the page's form carries them, or null when the address or the
 * token is missing (a link cut short).
 */
export function unsubscribeLinkOf(fields: Pick<URLSearchParams | FormData, "get">): UnsubscribeLink | null {
  const read = (name: keyof UnsubscribeLink) => {
    const value = fields.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const email = read("email");
  const token = read("token");
  const list = read("list");
  if (email === "" || token === "") return null;
  if (list === "") return { email, token };
  const known = MAILING_LISTS.find((name) => name === list);
  return known ? { email, token, list: known } : null;
}

/**
 * RFC 8058 one-click: a mail program that offers "unsubscribe" itself POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, so the link's fields are in that address's query, not in the body. The page's own form
 * carries them in its body. Which one a POST to the page is, and the link it names (null when cut short).
 */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

export function unsubscribeLinkOfPost(url: URL, form: Pick<FormData, "get">): UnsubscribeLink | null {
  return form.get("List-Unsubscribe") === "One-Click" ? unsubscribeLinkOf(url.searchParams) : unsubscribeLinkOf(form);
}
