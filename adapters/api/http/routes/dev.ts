// Development helpers (never mounted in production): the mail outbox, where reset links can be read.
import { Hono } from "hono";
import * as v from "valibot";
import { OutboxReaderToken, type OutboxReader } from "../../../../application/api/mail/ports.ts";
import { readQuery, type ApiEnv } from "../context.ts";
import type { RouteDeps } from "./types.ts";

export const OutboxQuery = v.strictObject({
  to: v.optional(v.pipe(v.string(), v.maxLength(320))),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, "LimitInvalid"), v.transform(Number), v.minValue(1), v.maxValue(200)),
  ),
});

export const OutboxResponse = v.array(
  v.object({
    id: v.string(),
    to: v.string(),
    template: v.string(),
    subject: v.string(),
    text: v.string(),
    createdAt: v.string(),
    sentAt: v.nullable(v.string()),
  }),
);

export function devRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  docs.add({
    method: "get",
    path: "/dev/outbox",
    summary: "Development only: the mail written to the outbox, newest first",
    tags: ["dev"],
    query: OutboxQuery,
    responses: { 200: { description: "Mail", schema: OutboxResponse } },
  });
  app.get("/dev/outbox", async (c) => {
    const query = readQuery(c, OutboxQuery);
    if (!query.ok) return query.response;
    const mails = await container
      .resolve<OutboxReader>(OutboxReaderToken)
      .list({ recipient: query.value.to, limit: query.value.limit ?? 50 });
    c.header("Cache-Control", "no-store");
    return c.json(
      mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
      200,
    );
  });
  return app;
}
