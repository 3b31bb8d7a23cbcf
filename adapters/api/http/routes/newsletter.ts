// §7 POST /newsletter/subscribe: bot-protection token first, then the subscription with its consent.
import { Hono } from "hono";
import { SubscribeToNewsletter } from "../../../../application/api/newsletter/subscribe.ts";
import type { OkResponse } from "../../../../application/contracts/common.ts";
import { NewsletterSubscribeRequest, SUBSCRIBE_NEWSLETTER } from "../../../../application/contracts/newsletter.ts";
import { clientIp, fail, readJson, tooMany, type ApiEnv } from "../context.ts";
import { mount } from "../endpoint-routes.ts";
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
  return app;
}
