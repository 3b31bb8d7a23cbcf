CREATE TABLE "content_documents" (
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"dir" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"level" text,
	"grade" text,
	"subject" text,
	"exam" text,
	"premium" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"date" text,
	"sort_order" double precision,
	"front_matter" jsonb NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', "title") || to_tsvector('french', translate(lower("title"), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'A') || setweight(to_tsvector('french', "description") || to_tsvector('french', translate(lower("description"), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B') || setweight(to_tsvector('french', "body_text") || to_tsvector('french', translate(lower("body_text"), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'C')) STORED NOT NULL,
	CONSTRAINT "content_documents_pkey" PRIMARY KEY("path","locale"),
	CONSTRAINT "content_documents_locale_check" CHECK ("content_documents"."locale" in ('fr', 'en'))
);
--> statement-breakpoint
CREATE INDEX "content_documents_path_prefix_idx" ON "content_documents" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "content_documents_dir_idx" ON "content_documents" USING btree ("dir");--> statement-breakpoint
CREATE INDEX "content_documents_locale_idx" ON "content_documents" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "content_documents_kind_idx" ON "content_documents" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "content_documents_level_idx" ON "content_documents" USING btree ("level");--> statement-breakpoint
CREATE INDEX "content_documents_grade_idx" ON "content_documents" USING btree ("grade");--> statement-breakpoint
CREATE INDEX "content_documents_subject_idx" ON "content_documents" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "content_documents_date_idx" ON "content_documents" USING btree ("date");--> statement-breakpoint
CREATE INDEX "content_documents_order_idx" ON "content_documents" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "content_documents_tags_idx" ON "content_documents" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "content_documents_search_idx" ON "content_documents" USING gin ("search");