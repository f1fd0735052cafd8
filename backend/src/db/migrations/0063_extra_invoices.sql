CREATE TABLE "extra_invoices" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"title" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"billing" jsonb,
	"buyer_name" text NOT NULL,
	"payment_method" text NOT NULL,
	"transaction_id" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "extra_invoices_number_key" ON "extra_invoices" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "extra_invoices_issued_idx" ON "extra_invoices" USING btree ("issued_at");
--> statement-breakpoint
CREATE INDEX "extra_invoices_order_idx" ON "extra_invoices" USING btree ("order_id");
