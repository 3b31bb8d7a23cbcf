// Issue 15: /newsletter/desinscription, the page of the unsubscribe link every newsletter mail carries (and, issue 30,
// the weekly word to parents' with `list=resume-famille`)
// (`?email=…&token=…&lang=…`, application/contracts/newsletter-unsubscribe-link.ts). Opening it changes nothing; its
// one form (a plain POST, without JavaScript too) confirms, and the page says it is done. A mail program's one-click
// unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the link itself) is done the same way. Never kept by the render
// cache nor the offline cache (it shows an address).
import { useLingui } from "@lingui/react/macro";
import { data, useActionData, useLoaderData } from "react-router";
import {
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  unsubscribeLinkOf,
  unsubscribeLinkOfPost,
} from "../../../application/contracts/newsletter-unsubscribe-link.ts";
import { UnsubscribeFromNewsletter } from "../../../application/web/newsletter/unsubscribe.ts";
import { NewsletterUnsubscribe, type UnsubscribeStep } from "../../components/account/NewsletterUnsubscribe.tsx";
import { useFormPending } from "../../components/account/route-hooks.ts";
import { PageMeta } from "../../components/PageMeta.tsx";
import { requestContainer } from "../../composition/server-container.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export function loader({ request }: Route.LoaderArgs) {
  return { link: unsubscribeLinkOf(new URL(request.url).searchParams) };
}

const STATUS: Record<Exclude<UnsubscribeStep, "confirm" | "done">, number> = {
  InvalidUnsubscribeLink: 403,
  TooManyAttempts: 429,
  Unavailable: 503,
};

export async function action({ request, context }: Route.ActionArgs) {
  // The page's form, or a mail program's one-click POST to the mail's List-Unsubscribe address (RFC 8058).
  const link = unsubscribeLinkOfPost(new URL(request.url), await request.formData());
  const result = await requestContainer(context).resolve(UnsubscribeFromNewsletter).execute(link);
  if (result.isOk()) return { step: "done" as UnsubscribeStep, link };
  const step = result.error.type in STATUS ? (result.error.type as keyof typeof STATUS) : "Unavailable";
  return data({ step: step as UnsubscribeStep, link }, { status: STATUS[step] });
}

export default function NewsletterUnsubscribePage() {
  const { t } = useLingui();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useFormPending(NEWSLETTER_UNSUBSCRIBE_PAGE);
  const link = answer?.link ?? loaded.link;
  return (
    <>
      {link?.list === "resume-famille" ? (
        <PageMeta
          title={t`Ne plus recevoir le résumé de la semaine`}
          description={t`Confirmez que vous ne voulez plus recevoir le résumé de la semaine de vos enfants.`}
          noindex
        />
      ) : (
        <PageMeta
          title={t`Se désinscrire de la newsletter`}
          description={t`Confirmez que vous ne voulez plus recevoir la lettre d'information.`}
          noindex
        />
      )}
      <div className="account-page">
        <NewsletterUnsubscribe link={link} step={answer?.step ?? "confirm"} pending={pending} />
      </div>
    </>
  );
}
