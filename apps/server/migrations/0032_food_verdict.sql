ALTER TABLE "appliances" ADD COLUMN "food_time_constant_min" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "batch_life_days" integer;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "service_display" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "out_of_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "service_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "placement" text DEFAULT 'AIR' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "control" text DEFAULT 'TEMPERATURE' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "food_type" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "starts_at_first_reading" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "act_now_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "act_now_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "food_batches" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD COLUMN "variant" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD COLUMN "left_heat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_food_time_constant_range" CHECK ("appliances"."food_time_constant_min" BETWEEN 5 AND 240);--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_batch_life_range" CHECK ("appliances"."batch_life_days" IS NULL OR "appliances"."batch_life_days" BETWEEN 1 AND 14);--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_placement_known" CHECK ("sensors"."placement" IN ('AIR', 'FOOD_SIMULANT', 'FOOD_PROBE'));--> statement-breakpoint
ALTER TABLE "food_batches" ADD CONSTRAINT "food_batches_control_known" CHECK ("food_batches"."control" IN ('TEMPERATURE', 'TIME_4H', 'TIME_6H_COLD'));--> statement-breakpoint
ALTER TABLE "food_batches" ADD CONSTRAINT "food_batches_food_type_known" CHECK ("food_batches"."food_type" IN ('STANDARD', 'ROAST'));--> statement-breakpoint
-- An appliance's first batch starts at the earliest reading stored for it, however late it arrives.
UPDATE "food_batches" b SET "starts_at_first_reading" = true
WHERE b."started_by" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "food_batches" e WHERE e."appliance_id" = b."appliance_id" AND e."started_at" < b."started_at");
