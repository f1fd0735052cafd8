ALTER TABLE "orders" ADD COLUMN "display_currency" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate" double precision;
