// §7 POST /newsletter/subscribe: bot-protection token first, then the subscription with its consent.
// Issue 15: POST /newsletter/unsubscribe with the token of a mail's link, and GET /newsletter/subscription for a member.
import { Hono } from "hono";
import { SubscribeToNewsletter } from "../../../../application/api/newsletter/subscribe.ts";
import { ReadNewsletterStatus, UnsubscribeFromNewsletter } from "../../../../application/api/newsletter/unsubscribe.ts";
import type { OkResponse } from "../../../../application/contracts/common.ts";
import {
  GET_NEWSLETTER_STATUS,
  NewsletterSubscribeRequest,
  NewsletterUnsubscribeRequest,
  SUBSCRIBE_NEWSLETTER,
  UNSUBSCRIBE_NEWSLETTER,
} from "../../../../application/contracts/newsletter.ts";
import { clientIp, fail, readJson, tooMany, type ApiEnv } from "../context.ts";
import { mount } from "../endpoint-routes.ts";
import { requireMember } from "../middleware.ts";
import type { RouteDeps } from "./types.ts";

export function newsletterRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  mount(app, docs, SUBSCRIBE_NEWSLETTER, async (c) => {
    const body = await readJson(c, NewsletterSubscribeRequest);
    if (!body.ok) return body.response;
    const result = await container.resolve(SubscribeToNewsletter).execute(body.value, { ip: clientIp(c, settings) });
    if (result.isErr()) {
      const error = result.error;
      if (error.type === "TooManyAttempts") return tooMany(c, error.retryAfterSeconds);
      if (error.type === "BotCheckFailed")
        return fail(c, 403, "BotCheckFailed", { recaptchaToken: error.codes.join(" ") || "Invalid" });
      return fail(c, 400, "AlreadySubscribed", { email: "AlreadySubscribed" });
    }
    return c.json({ ok: true } satisfies OkResponse, 201);
  });
  mount(app, docs, UNSUBSCRIBE_NEWSLETTER, async (c) => {
    const body = await readJson(c, NewsletterUnsubscribeRequest);
    if (!body.ok) return body.response;
    const result = await container
      .resolve(UnsubscribeFromNewsletter)
      .execute(body.value, { ip: clientIp(c, settings) });
    if (result.isErr()) {
      const error = result.error;
      if (error.type === "TooManyAttempts") return tooMany(c, error.retryAfterSeconds);
      return fail(c, 403, "InvalidUnsubscribeToken", { token: "InvalidUnsubscribeToken" });
    }
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true } satisfies OkResponse, 200);
  });
  mount(app, docs, GET_NEWSLETTER_STATUS, requireMember(container, settings, { profiled: false }), async (c) => {
    const status = await container.resolve(ReadNewsletterStatus).execute(c.get("member"));
    c.header("Cache-Control", "private, no-store");
    return c.json(status, 200);
  });
  return app;
}
