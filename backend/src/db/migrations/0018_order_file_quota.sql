CREATE INDEX "order_files_uploader_created_idx" ON "order_files" USING btree ("uploader_id","created_at");
