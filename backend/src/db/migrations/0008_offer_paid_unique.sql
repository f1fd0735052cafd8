DROP INDEX "orders_offer_paid_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offer_paid_key" ON "orders" USING btree ("offer_id") WHERE payment_status = 'paid';