CREATE TABLE "weekly_family_digests" (
	"holder_id" uuid PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"last_week" date
);
--> statement-breakpoint
ALTER TABLE "weekly_family_digests" ADD CONSTRAINT "weekly_family_digests_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;