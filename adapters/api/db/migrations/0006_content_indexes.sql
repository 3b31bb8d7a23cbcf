DROP INDEX "content_documents_date_idx";--> statement-breakpoint
DROP INDEX "content_documents_order_idx";