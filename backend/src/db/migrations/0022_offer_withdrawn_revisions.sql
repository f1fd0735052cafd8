ALTER TABLE "offers" DROP CONSTRAINT "offers_status_known";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_known" CHECK ("offers"."status" in ('pending', 'accepted', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "revisions" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_revisions_range" CHECK ("offers"."revisions" between 0 and 100);
