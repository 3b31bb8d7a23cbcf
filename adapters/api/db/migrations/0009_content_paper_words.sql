ALTER TABLE "content_documents" ADD COLUMN "words" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "paper" jsonb;