ALTER TABLE "flashcard_settings" ALTER COLUMN "desired_retention" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcard_settings" ADD COLUMN "new_cards_per_day" integer;--> statement-breakpoint
ALTER TABLE "flashcard_settings" ADD CONSTRAINT "flashcard_settings_new_cards_check" CHECK ("flashcard_settings"."new_cards_per_day" between 0 and 100);