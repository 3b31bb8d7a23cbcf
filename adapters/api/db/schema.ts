// Drizzle schema: the one description of the database, for PGlite and PostgreSQL alike.
// Keep to what PostgreSQL 15 supports (PGlite embeds 18).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Facts about this database itself, e.g. which seed version was loaded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member account: credentials, names and the profile fields of §3. */
export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As typed at sign-up (trimmed); unique whatever the case (index on lower(email)). */
    email: text("email").notNull(),
    /** argon2id, PHC string format (parameters inside, so they can be raised later). */
    passwordHash: text("password_hash").notNull(),
    firstname: text("firstname"),
    lastname: text("lastname"),
    username: text("username"),
    birthdate: date("birthdate", { mode: "string" }),
    /** parent | student (§3 sourceAccessTypeName). */
    accessType: text("access_type"),
    /** primaire, 6eme ... terminale, sup (§3). */
    levelOfEducation: text("level_of_education"),
    currentDegree: text("current_degree"),
    /** ISO 3166-1 alpha-2 country code. */
    country: text("country"),
    region: text("region"),
    featureFlags: jsonb("feature_flags").$type<Record<string, boolean>>().notNull().default({ displayEmail: true }),
    /** Null while profiling is required: member endpoints answer 409 (§8). */
    profiledAt: ts("profiled_at"),
    /** When set, the profile carries a refreshProfiling entry with this step (§3, §4). */
    refreshProfilingStep: text("refresh_profiling_step"),
    termsAcceptedAt: ts("terms_accepted_at").notNull(),
    /** Last sign-in or session refresh: an account unused for the retention period is deleted (ADR 031). */
    lastActiveAt: ts("last_active_at").notNull().defaultNow(),
    /** When the inactivity warning mail was claimed (once per inactive spell: reset by any later activity). */
    inactivityWarnedAt: ts("inactivity_warned_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("members_username_lower_key").on(sql`lower(${t.username})`),
    check("members_access_type_check", sql`${t.accessType} is null or ${t.accessType} in ('parent', 'student')`),
  ],
);

/** One login: the chain of refresh tokens issued from it. Revoking the family ends the session. */
export const refreshTokenFamilies = pgTable(
  "refresh_token_families",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: ts("last_used_at").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
    /** logout | reuse | password-reset | account-deleted */
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("refresh_token_families_member_idx").on(t.memberId)],
);

/** One refresh token of a family; only its SHA-256 is stored. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("refresh_tokens_token_hash_key"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    /** Set when the token was exchanged for its successor; presenting it again later is reuse. */
    rotatedAt: ts("rotated_at"),
    successorId: uuid("successor_id"),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

/** Password-reset tokens: hashed, single use, expiring. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("password_reset_tokens_token_hash_key"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [index("password_reset_tokens_member_idx").on(t.memberId)],
);

/** Mail to send. Development stops here (listed by GET /api/dev/outbox); production sends through SMTP. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey(),
    recipient: text("recipient").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_recipient_idx").on(sql`lower(${t.recipient})`),
    index("mail_outbox_created_idx").on(t.createdAt),
  ],
);

/** Installations of the web or mobile app (§3 Device registration). */
export const devices = pgTable(
  "devices",
  {
    id: uuid("id").primaryKey(),
    installationId: text("installation_id").notNull().unique("devices_installation_id_key"),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "cascade" }),
    utmId: text("utm_id"),
    utmCampaign: text("utm_campaign"),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("devices_member_idx").on(t.memberId)],
);

/** Newsletter sign-ups of the e-mail popin (§3 Newsletter subscription), with consent kept. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    /** parent | student */
    accessType: text("access_type").notNull(),
    levelOfEducation: text("level_of_education").notNull(),
    sourceLocation: text("source_location"),
    acceptNewsletter: boolean("accept_newsletter").notNull(),
    consentAt: ts("consent_at").notNull(),
    /** Which wording the person agreed to (the consent text of §5). */
    consentText: text("consent_text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(sql`lower(${t.email})`),
    check("newsletter_subscriptions_access_type_check", sql`${t.accessType} in ('parent', 'student')`),
  ],
);

/** A member's right to a plan: paid through a provider, for a period; family plans cover children. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** A plan id of the catalogue (e.g. solo-yearly). */
    planId: text("plan_id").notNull(),
    product: text("product").notNull(),
    provider: text("provider").notNull(),
    /** The provider's own id for the subscription or payment. */
    providerReference: text("provider_reference"),
    status: text("status").notNull(),
    /** The plan is a family master plan: the holder may add children. */
    isFamily: boolean("is_family").notNull().default(false),
    periodStart: ts("period_start").notNull(),
    /** Null: no end (lifetime plan). */
    periodEnd: ts("period_end"),
    canceledAt: ts("canceled_at"),
    /** Issue 15: the plan the next renewal switches to (solo to family and back), or null. */
    pendingPlanId: text("pending_plan_id"),
    /** Issue 15: failed charges of the current term's renewal (0: none). */
    renewalAttempts: integer("renewal_attempts").notNull().default(0),
    /** Issue 15: past due: when the charge is tried again. */
    nextAttemptAt: ts("next_attempt_at"),
    /** Issue 15: past due: access is kept until this instant while the charge is retried. */
    graceUntil: ts("grace_until"),
    /** Issue 15: the card on file, when the provider said (brand and last four digits only). */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** Issue 15: the provider's customer and saved payment method renewals are charged to (Stripe: cus_…, pm_…). */
    providerCustomerId: text("provider_customer_id"),
    providerPaymentMethodId: text("provider_payment_method_id"),
    /**
     * Issue 15 (ADR 040): the payment provider's own subscription that charges the renewals (Stripe: sub_…), once
     * it was created.
     */
    providerSubscriptionId: text("provider_subscription_id"),
    /**
     * Issue 15 (ADR 040): what the provider's subscription must hold changes with each write that matters to it
     * (created, cancelled, resumed, plan change, card, extended, expired): `billing_version` counts them, and
     * `billing_synced_version` is the last one the provider acknowledged. They differ: the provider is told again.
     */
    billingVersion: integer("billing_version").notNull().default(1),
    billingSyncedVersion: integer("billing_synced_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_member_idx").on(t.memberId, t.status),
    index("subscriptions_period_end_idx").on(t.status, t.periodEnd),
    check("subscriptions_renewal_attempts_check", sql`${t.renewalAttempts} >= 0`),
    uniqueIndex("subscriptions_provider_reference_key")
      .on(t.provider, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    check("subscriptions_status_check", sql`${t.status} in ('pending', 'active', 'past_due', 'canceled', 'expired')`),
  ],
);

/** Children attached to a family-plan holder. A member belongs to at most one family. */
export const familyMembers = pgTable(
  "family_members",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    holderId: uuid("holder_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("family_members_holder_idx").on(t.holderId),
    check("family_members_not_self", sql`${t.memberId} <> ${t.holderId}`),
  ],
);

/** One finished quiz by a member. */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The client's own id for the record, so a retried upload is not counted twice. */
    clientId: text("client_id"),
    quizId: text("quiz_id").notNull(),
    /** Sum of the questions' credits (partial credit: domain/learning/quiz.ts), to the hundredth. */
    score: doublePrecision("score").notNull(),
    maxScore: integer("max_score").notNull(),
    answers: jsonb("answers").$type<unknown[]>().notNull().default([]),
    durationMs: integer("duration_ms"),
    completedAt: ts("completed_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quiz_attempts_member_idx").on(t.memberId, t.completedAt),
    uniqueIndex("quiz_attempts_client_key")
      .on(t.memberId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check("quiz_attempts_score_check", sql`${t.score} >= 0 and ${t.maxScore} >= 0 and ${t.score} <= ${t.maxScore}`),
  ],
);

/**
 * Issue 15: the mails of the renewal job (L215-1 reminder, end notice, renewal failed or done), one row per
 * subscription, kind and term: the unique key makes a job run twice send one mail.
 */
export const subscriptionNotices = pgTable(
  "subscription_notices",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The end of the period the notice is about. */
    term: ts("term").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.kind, t.term] })],
);
