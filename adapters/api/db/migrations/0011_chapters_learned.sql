CREATE TABLE "chapters_learned" (
	"member_id" uuid NOT NULL,
	"chapter_path" text NOT NULL,
	"learned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chapters_learned_pkey" PRIMARY KEY("member_id","chapter_path")
);
--> statement-breakpoint
ALTER TABLE "chapters_learned" ADD CONSTRAINT "chapters_learned_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_learned_member_idx" ON "chapters_learned" USING btree ("member_id","learned_at");