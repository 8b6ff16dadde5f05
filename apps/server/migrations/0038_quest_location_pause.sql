ALTER TABLE "quest_locations" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quest_locations" ADD COLUMN "paused_by" uuid;--> statement-breakpoint
ALTER TABLE "quest_locations" ADD CONSTRAINT "quest_locations_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;