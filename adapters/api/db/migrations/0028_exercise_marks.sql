CREATE TABLE "exercise_marks" (
	"member_id" uuid NOT NULL,
	"bank_path" text NOT NULL,
	"exercise_id" text NOT NULL,
	"mark" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exercise_marks_pkey" PRIMARY KEY("member_id","bank_path","exercise_id"),
	CONSTRAINT "exercise_marks_mark_check" CHECK ("exercise_marks"."mark" in ('success', 'review'))
);
--> statement-breakpoint
ALTER TABLE "exercise_marks" ADD CONSTRAINT "exercise_marks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;