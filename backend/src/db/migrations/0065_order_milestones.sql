CREATE TABLE "order_milestones" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"status" text DEFAULT 'pending-payment' NOT NULL,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"purchase_id" uuid,
	"invoice_number" text,
	CONSTRAINT "order_milestones_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_milestones_status_known" CHECK ("status" in ('pending-payment', 'in-progress', 'accepted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
