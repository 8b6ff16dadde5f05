ALTER TABLE "fixits" ALTER COLUMN "quest_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixits" ALTER COLUMN "action_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixits" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixits" ADD COLUMN "appliance_id" uuid;--> statement-breakpoint
ALTER TABLE "fixits" ADD COLUMN "health_finding" jsonb;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixits_open_health_appliance_idx" ON "fixits" USING btree ("appliance_id") WHERE "fixits"."status" = 'PENDING' and "fixits"."appliance_id" is not null;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_origin_check" CHECK (("fixits"."quest_id" is not null and "fixits"."action_id" is not null and "fixits"."submission_id" is not null and "fixits"."appliance_id" is null and "fixits"."health_finding" is null)
        or ("fixits"."appliance_id" is not null and "fixits"."health_finding" is not null and "fixits"."quest_id" is null and "fixits"."action_id" is null and "fixits"."submission_id" is null and "fixits"."activation_id" is null and "fixits"."answer_id" is null));