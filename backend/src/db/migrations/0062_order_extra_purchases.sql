CREATE TABLE "order_extra_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"extra_id" text NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions" integer NOT NULL,
	"payment_method" text NOT NULL,
	"provider_ref" text,
	"payment_url" text,
	"transaction_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_extra_purchases" ADD CONSTRAINT "order_extra_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_extra_purchases_order_created_idx" ON "order_extra_purchases" USING btree ("order_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_extra_purchases_provider_ref_key" ON "order_extra_purchases" USING btree ("payment_method","provider_ref");
