ALTER TABLE "refunds" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "invoice_number" text;
