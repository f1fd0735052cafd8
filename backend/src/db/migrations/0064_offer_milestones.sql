ALTER TABLE "offers" ADD COLUMN "milestones" jsonb DEFAULT '[]'::jsonb NOT NULL;
