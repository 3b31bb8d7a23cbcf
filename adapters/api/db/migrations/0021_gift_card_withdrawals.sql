CREATE TABLE "credit_notes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_minor" integer NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "credit_notes_sequence_check" CHECK ("credit_notes"."sequence" >= 1),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "period_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_series_sequence_key" ON "credit_notes" USING btree ("series","sequence");