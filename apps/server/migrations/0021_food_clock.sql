ALTER TABLE "appliance_alert_states" ADD COLUMN "last_in_danger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD COLUMN "batch_danger_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD COLUMN "batch_unknown_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD COLUMN "batch_excursions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "danger_ms" bigint;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "unknown_ms" bigint;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "excursions" integer;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "use_now_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "discard_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "use_now_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "discard_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "needs_recompute" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "food_batches_unnotified_idx" ON "food_batches" USING btree ("id") WHERE ("food_batches"."use_now_at" IS NOT NULL AND "food_batches"."use_now_notified_at" IS NULL) OR ("food_batches"."discard_at" IS NOT NULL AND "food_batches"."discard_notified_at" IS NULL);--> statement-breakpoint
CREATE INDEX "food_batches_recompute_idx" ON "food_batches" USING btree ("id") WHERE "food_batches"."needs_recompute";--> statement-breakpoint
-- Every batch written so far was counted by the old rule (time outside the safe zone): the recompute job replays it once.
UPDATE "food_batches" SET "needs_recompute" = true;
