ALTER TABLE "coach_settings" ADD COLUMN "reminder_hour" integer;--> statement-breakpoint
ALTER TABLE "coach_settings" ADD COLUMN "last_reminded_on" date;