ALTER TABLE "food_batches" ADD COLUMN "verdict_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "verdict_review_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "food_batches_verdict_review_idx" ON "food_batches" USING btree ("verdict_review_at") WHERE "food_batches"."ended_at" IS NULL;