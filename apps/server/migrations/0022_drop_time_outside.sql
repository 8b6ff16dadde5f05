ALTER TABLE "appliance_alert_states" DROP COLUMN "batch_outside_ms";--> statement-breakpoint
ALTER TABLE "food_batches" DROP COLUMN "outside_ms";