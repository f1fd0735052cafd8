-- Issue 64: the text-search index keeps no pending list. With one, every search reads the whole
-- list (up to gin_pending_list_limit, 4 MB) beside the index until a vacuum merges it, and after a
-- bulk load it is full; catalogue writes are rare, so inserting straight into the index costs little.
ALTER INDEX "services_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('services_search_idx'::regclass);--> statement-breakpoint
ANALYZE "services";
