ALTER TABLE "content_documents" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "toc" jsonb DEFAULT '[]'::jsonb NOT NULL;