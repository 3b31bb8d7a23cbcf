// §7 POST /newsletter/subscribe: bot-protection token first, then the subscription with its consent.
import { Hono } from "hono";
import { SubscribeToNewsletter } from "../../../../application/api/newsletter/subscribe.ts";
import { OkResponse } from "../../../../application/contracts/common.ts";
import { NewsletterSubscribeRequest } from "../../../../application/contracts/newsletter.ts";
import { clientIp, fail, readJson, tooMany, type ApiEnv } from "../context.ts";
import { COMMON_ERRORS, type RouteDeps } from "./types.ts";

export function newsletterRoutes({ container, docs, settings }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  docs.add({
    method: "post",
    path: "/newsletter/subscribe",
    summary: "Subscribe an e-mail address to the newsletter (fields of §3); the bot-protection token is verified first",
    tags: ["newsletter"],
    body: NewsletterSubscribeRequest,
    responses: {
      201: { description: "Subscribed", schema: OkResponse },
      ...COMMON_ERRORS,
      400: { description: "AlreadySubscribed (the summary message is meant to be shown, §8), ValidationFailed" },
      403: { description: "BotCheckFailed (fields.codes: the verifier's error codes), CsrfRejected" },
      429: { description: "TooManyRequests" },
    },
  });
  app.post("/newsletter/subscribe", async (c) => {
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
