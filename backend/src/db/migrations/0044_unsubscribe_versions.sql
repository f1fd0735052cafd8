ALTER TABLE "notification_preferences" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
