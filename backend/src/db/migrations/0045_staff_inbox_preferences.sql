CREATE TABLE "staff_inbox_preferences" (
	"type" text PRIMARY KEY NOT NULL,
	"email" boolean NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
