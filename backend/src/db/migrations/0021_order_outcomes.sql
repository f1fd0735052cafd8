ALTER TABLE "orders" ADD COLUMN "payment_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "auto_accepted" boolean DEFAULT false NOT NULL;
