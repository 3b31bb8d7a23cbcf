CREATE TABLE "flashcard_card_states" (
	"member_id" uuid NOT NULL,
	"deck_path" text NOT NULL,
	"card_id" text NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_card_states_member_id_deck_path_card_id_pk" PRIMARY KEY("member_id","deck_path","card_id")
);
--> statement-breakpoint
CREATE TABLE "flashcard_review_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"deck_path" text NOT NULL,
	"card_id" text NOT NULL,
	"rating" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"retention" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_review_log_rating_check" CHECK ("flashcard_review_log"."rating" in ('again', 'hard', 'good', 'easy'))
);
--> statement-breakpoint
CREATE TABLE "flashcard_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"desired_retention" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_settings_retention_check" CHECK ("flashcard_settings"."desired_retention" between 0.8 and 0.97)
);
--> statement-breakpoint
ALTER TABLE "flashcard_card_states" ADD CONSTRAINT "flashcard_card_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ADD CONSTRAINT "flashcard_review_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_settings" ADD CONSTRAINT "flashcard_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flashcard_review_log_client_key" ON "flashcard_review_log" USING btree ("member_id","client_id");--> statement-breakpoint
CREATE INDEX "flashcard_review_log_card_idx" ON "flashcard_review_log" USING btree ("member_id","deck_path","card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcard_review_log_member_idx" ON "flashcard_review_log" USING btree ("member_id","reviewed_at");