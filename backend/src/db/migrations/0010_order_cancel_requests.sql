ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_resolution" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_response" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_resolved_at" timestamp with time zone;