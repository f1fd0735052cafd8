CREATE INDEX "order_extra_purchases_pending_created_idx" ON "order_extra_purchases" USING btree ("created_at") WHERE status = 'pending';
