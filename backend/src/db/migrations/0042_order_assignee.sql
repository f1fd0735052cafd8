ALTER TABLE "orders" ADD COLUMN "assignee_id" uuid;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_assignee_created_idx" ON "orders" USING btree ("assignee_id","created_at" DESC NULLS LAST) WHERE "assignee_id" IS NOT NULL;
