// Development helpers (never mounted in production): the mail outbox, where reset links can be read.
import { Hono } from "hono";
import { OutboxReaderToken, type OutboxReader } from "../../../../application/api/mail/ports.ts";
import { DEV_OUTBOX, OutboxQuery } from "../../../../application/contracts/dev.ts";
import { readQuery, type ApiEnv } from "../context.ts";
import { mount } from "../endpoint-routes.ts";
import type { RouteDeps } from "./types.ts";

export function devRoutes({ container, docs }: RouteDeps) {
  const app = new Hono<ApiEnv>();
  mount(app, docs, DEV_OUTBOX, async (c) => {
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
