// HTTP contract of the development helpers (never mounted in production): GET /dev/outbox, the mail outbox
// where reset links can be read.
import * as v from "valibot";
import { endpoint } from "./endpoint.ts";

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

/** GET /dev/outbox: the mail written to the outbox, newest first (development only). */
export const DEV_OUTBOX = endpoint({
  method: "GET",
  path: "/dev/outbox",
  summary: "Development only: the mail written to the outbox, newest first",
  tags: ["dev"],
  query: OutboxQuery,
  response: OutboxResponse,
  success: { status: 200, description: "Mail" },
  errors: {},
});
