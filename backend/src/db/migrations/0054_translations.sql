CREATE TABLE "service_translations" (
	"service_id" uuid NOT NULL REFERENCES "services"("id") ON DELETE CASCADE,
	"locale" text NOT NULL CHECK ("locale" IN ('de', 'es', 'fr', 'ar')),
	"title" text,
	"short_title" text,
	"description" text,
	"short_desc" text,
	"features" jsonb,
	"package_descs" jsonb,
	"requirement_questions" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE "locale" WHEN 'de' THEN 'german'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, translate(coalesce("title", ''), 'ًٌٍَُِّْ', '')), 'A') || setweight(to_tsvector(CASE "locale" WHEN 'de' THEN 'german'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, translate(coalesce("short_title", ''), 'ًٌٍَُِّْ', '')), 'B') || setweight(to_tsvector(CASE "locale" WHEN 'de' THEN 'german'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, translate(coalesce("short_desc", '') || ' ' || coalesce("features"::text, ''), 'ًٌٍَُِّْ', '')), 'C') || setweight(to_tsvector(CASE "locale" WHEN 'de' THEN 'german'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END, translate(coalesce("description", ''), 'ًٌٍَُِّْ', '')), 'D')) STORED NOT NULL,
	CONSTRAINT "service_translations_pk" PRIMARY KEY ("service_id", "locale")
);
--> statement-breakpoint
CREATE INDEX "service_translations_search_idx" ON "service_translations" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE TABLE "blog_translations" (
	"blog_id" uuid NOT NULL REFERENCES "blogs"("id") ON DELETE CASCADE,
	"locale" text NOT NULL CHECK ("locale" IN ('de', 'es', 'fr', 'ar')),
	"title" text,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_translations_pk" PRIMARY KEY ("blog_id", "locale")
);
