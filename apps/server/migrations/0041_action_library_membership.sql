-- Until now every action was listed in the library: those that exist stay there; new ones made in a quest
-- or training editor start private (in_library false) until saved to the library (decision 0390).
ALTER TABLE "actions" ADD COLUMN "in_library" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ALTER COLUMN "in_library" SET DEFAULT false;
