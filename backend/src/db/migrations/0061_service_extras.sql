ALTER TABLE "services" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "extra_revision_price_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;
