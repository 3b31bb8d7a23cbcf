CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"plan_id" text NOT NULL,
	"paywall_path" text NOT NULL,
	"success_path" text,
	"coupon_code" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"counter_rotation" integer NOT NULL,
	"counter_offset" integer DEFAULT 10 NOT NULL,
	"banner_pages_visible" text[] DEFAULT '{}'::text[] NOT NULL,
	"promo_price" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."start_date" < "campaigns"."end_date"),
	CONSTRAINT "campaigns_counter_check" CHECK ("campaigns"."counter_rotation" between 1 and 7 and "campaigns"."counter_offset" >= 0),
	CONSTRAINT "campaigns_paths_check" CHECK ("campaigns"."paywall_path" like '/%' and ("campaigns"."success_path" is null or "campaigns"."success_path" like '/%')),
	CONSTRAINT "campaigns_promo_price_check" CHECK ("campaigns"."promo_price" is null or "campaigns"."promo_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"order_reference" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"currency" text,
	"plan_ids" text[],
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Za-z0-9_-]{1,40}$'),
	CONSTRAINT "coupons_kind_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."currency" is null and "coupons"."value" > 0 and "coupons"."value" <= 100) or ("coupons"."kind" = 'amount' and "coupons"."currency" in ('EUR', 'XOF') and "coupons"."value" > 0)),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."starts_at" is null or "coupons"."expires_at" is null or "coupons"."starts_at" < "coupons"."expires_at"),
	CONSTRAINT "coupons_redemptions_check" CHECK ("coupons"."redemption_count" >= 0 and ("coupons"."max_redemptions" is null or ("coupons"."max_redemptions" > 0 and "coupons"."redemption_count" <= "coupons"."max_redemptions")))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"market" text NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"promo_price" numeric(12, 2),
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"payment_provider" text NOT NULL,
	"plan_type" text NOT NULL,
	"renewing_periodicity" text,
	"fixed_duration" integer,
	"fixed_duration_unit" text,
	"is_family_master_plan" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"number_of_coupons" integer DEFAULT 0 NOT NULL,
	"is_static" boolean DEFAULT false NOT NULL,
	"hide_coupon_summary" boolean DEFAULT false NOT NULL,
	"email_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_market_check" CHECK ("plans"."market" in ('france', 'francophone-africa', 'testing')),
	CONSTRAINT "plans_currency_check" CHECK ("plans"."currency" in ('EUR', 'XOF')),
	CONSTRAINT "plans_provider_check" CHECK ("plans"."provider" in ('card', 'mobile_money', 'gift_card')),
	CONSTRAINT "plans_plan_type_check" CHECK ("plans"."plan_type" in ('RENEWING', 'NON_RENEWING')),
	CONSTRAINT "plans_periodicity_check" CHECK (("plans"."plan_type" = 'RENEWING') = ("plans"."renewing_periodicity" is not null) and ("plans"."renewing_periodicity" is null or "plans"."renewing_periodicity" in ('monthly', 'quarterly', 'yearly'))),
	CONSTRAINT "plans_fixed_duration_check" CHECK (("plans"."fixed_duration" is null) = ("plans"."fixed_duration_unit" is null) and ("plans"."fixed_duration" is null or "plans"."fixed_duration" >= 1) and ("plans"."fixed_duration_unit" is null or "plans"."fixed_duration_unit" in ('days', 'months'))),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price" > 0 and ("plans"."promo_price" is null or ("plans"."promo_price" > 0 and "plans"."promo_price" <= "plans"."price"))),
	CONSTRAINT "plans_number_of_coupons_check" CHECK ("plans"."number_of_coupons" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug","start_date");--> statement-breakpoint
CREATE INDEX "campaigns_window_idx" ON "campaigns" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_member_key" ON "coupon_redemptions" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_member_idx" ON "coupon_redemptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_key" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "plans_market_idx" ON "plans" USING btree ("market") WHERE "plans"."active" and "plans"."listed";