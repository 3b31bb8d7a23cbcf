CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"installation_id" text NOT NULL,
	"member_id" uuid,
	"utm_id" text,
	"utm_campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_installation_id_key" UNIQUE("installation_id")
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"holder_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_not_self" CHECK ("family_members"."member_id" <> "family_members"."holder_id")
);
--> statement-breakpoint
CREATE TABLE "flashcard_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" text,
	"card_id" text NOT NULL,
	"deck_id" text,
	"rating" smallint NOT NULL,
	"duration_ms" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_reviews_rating_check" CHECK ("flashcard_reviews"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"username" text,
	"birthdate" date,
	"access_type" text,
	"level_of_education" text,
	"current_degree" text,
	"country" text,
	"region" text,
	"feature_flags" jsonb DEFAULT '{"displayEmail":true}'::jsonb NOT NULL,
	"profiled_at" timestamp with time zone,
	"refresh_profiling_step" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_access_type_check" CHECK ("members"."access_type" is null or "members"."access_type" in ('parent', 'student'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"access_type" text NOT NULL,
	"level_of_education" text NOT NULL,
	"source_location" text,
	"accept_newsletter" boolean NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_access_type_check" CHECK ("newsletter_subscriptions"."access_type" in ('parent', 'student'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" text,
	"quiz_id" text NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_ms" integer,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" >= 0 and "quiz_attempts"."max_score" >= 0 and "quiz_attempts"."score" <= "quiz_attempts"."max_score")
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"successor_id" uuid,
	CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"product" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text NOT NULL,
	"is_family" boolean DEFAULT false NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'past_due', 'canceled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_member_idx" ON "devices" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "family_members_holder_idx" ON "family_members" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_member_card_idx" ON "flashcard_reviews" USING btree ("member_id","card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_member_reviewed_idx" ON "flashcard_reviews" USING btree ("member_id","reviewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_reviews_client_key" ON "flashcard_reviews" USING btree ("member_id","client_id") WHERE "flashcard_reviews"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("recipient"));--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_key" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower_key" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_reset_tokens_member_idx" ON "password_reset_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_member_idx" ON "quiz_attempts" USING btree ("member_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_client_key" ON "quiz_attempts" USING btree ("member_id","client_id") WHERE "quiz_attempts"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "refresh_token_families_member_idx" ON "refresh_token_families" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "subscriptions_member_idx" ON "subscriptions" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_reference_key" ON "subscriptions" USING btree ("provider","provider_reference") WHERE "subscriptions"."provider_reference" is not null;