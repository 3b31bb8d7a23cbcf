CREATE TABLE "memory_parameters" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"parameters" jsonb NOT NULL,
	"optimizer" text NOT NULL,
	"review_count" integer NOT NULL,
	"log_loss_default" double precision,
	"log_loss_fitted" double precision,
	"fitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_parameters" ADD CONSTRAINT "memory_parameters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;