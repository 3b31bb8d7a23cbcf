CREATE TABLE "gift_card_purchases" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"recipient_name" text,
	"message" text,
	"gift_card_id" uuid,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_purchases_issued_check" CHECK (("gift_card_purchases"."gift_card_id" is null) = ("gift_card_purchases"."code" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purpose" text DEFAULT 'subscription' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_gift_card_key" ON "gift_card_purchases" USING btree ("gift_card_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purpose_check" CHECK ("orders"."purpose" in ('subscription', 'gift-card'));