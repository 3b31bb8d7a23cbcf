CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"plan_id" text NOT NULL,
	"duration" integer,
	"duration_unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "gift_cards_duration_check" CHECK (("gift_cards"."duration" is null) = ("gift_cards"."duration_unit" is null) and ("gift_cards"."duration" is null or "gift_cards"."duration" >= 1) and ("gift_cards"."duration_unit" is null or "gift_cards"."duration_unit" in ('days', 'months'))),
	CONSTRAINT "gift_cards_redeemed_check" CHECK ("gift_cards"."redeemed_by" is null or "gift_cards"."redeemed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"campaign_id" text,
	"campaign_slug" text,
	"coupon_id" text,
	"coupon_code" text,
	"amount_minor" integer NOT NULL,
	"list_price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"redirect_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"email" text,
	"success_path" text NOT NULL,
	"failure_path" text NOT NULL,
	"failure_reason" text,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('EUR', 'XOF')),
	CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" in ('sandbox', 'stripe', 'gift-card')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount_minor" >= 0 and "orders"."list_price_minor" >= "orders"."amount_minor"),
	CONSTRAINT "orders_paid_check" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"payload_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_members_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_idempotency_key" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_reference_key" ON "orders" USING btree ("provider","provider_reference") WHERE "orders"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");