CREATE TABLE "coach_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"exams" jsonb NOT NULL,
	"minutes_per_weekday" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_settings" ADD CONSTRAINT "coach_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;