CREATE TABLE "appliance_alert_states" (
	"appliance_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"last_reading_at" timestamp with time zone,
	"last_outside" boolean DEFAULT false NOT NULL,
	"breach_started_at" timestamp with time zone,
	"breach_reason" text,
	"batch_outside_ms" bigint DEFAULT 0 NOT NULL,
	"food_batch_id" uuid,
	"open_alert_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"appliance_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"started_by" uuid,
	"ended_at" timestamp with time zone,
	"outside_ms" bigint,
	"food_safeness" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"appliance_id" uuid,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"row_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensor_data_exports_period_ordered" CHECK ("sensor_data_exports"."period_start" < "sensor_data_exports"."period_end")
);
--> statement-breakpoint
CREATE TABLE "sensor_health_notices" (
	"sensor_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"offline_notified_for" timestamp with time zone,
	"offline_notified_at" timestamp with time zone,
	"low_battery_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_readings" (
	"sensor_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"client_id" uuid NOT NULL,
	"temperature" real NOT NULL,
	"humidity" real,
	"battery_level" smallint,
	"signal_level" smallint,
	CONSTRAINT "sensor_readings_sensor_id_time_pk" PRIMARY KEY("sensor_id","time")
);
--> statement-breakpoint
CREATE TABLE "temp_alert_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"status_code" text NOT NULL,
	"description" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"appliance_id" uuid NOT NULL,
	"sensor_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"severity" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"snoozed_until" timestamp with time zone,
	"in_zone_since" timestamp with time zone,
	"worst_food_safeness" text NOT NULL,
	"estimated_food_spoilage_at" timestamp with time zone,
	"extreme_temperature" real,
	"responsible_user_id" uuid,
	"notified_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temp_alerts_ended_status" CHECK (("temp_alerts"."ended_at" IS NULL) = ("temp_alerts"."status" <> 'ENDED')),
	CONSTRAINT "temp_alerts_snooze_status" CHECK ("temp_alerts"."snoozed_until" IS NULL OR "temp_alerts"."status" = 'SNOOZED')
);
--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD CONSTRAINT "appliance_alert_states_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD CONSTRAINT "appliance_alert_states_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD CONSTRAINT "appliance_alert_states_food_batch_id_food_batches_id_fk" FOREIGN KEY ("food_batch_id") REFERENCES "public"."food_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_alert_states" ADD CONSTRAINT "appliance_alert_states_open_alert_id_temp_alerts_id_fk" FOREIGN KEY ("open_alert_id") REFERENCES "public"."temp_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_batches" ADD CONSTRAINT "food_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_batches" ADD CONSTRAINT "food_batches_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_batches" ADD CONSTRAINT "food_batches_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_credentials" ADD CONSTRAINT "gateway_credentials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_data_exports" ADD CONSTRAINT "sensor_data_exports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_data_exports" ADD CONSTRAINT "sensor_data_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_data_exports" ADD CONSTRAINT "sensor_data_exports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_data_exports" ADD CONSTRAINT "sensor_data_exports_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_health_notices" ADD CONSTRAINT "sensor_health_notices_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_health_notices" ADD CONSTRAINT "sensor_health_notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD CONSTRAINT "sensor_readings_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alert_statuses" ADD CONSTRAINT "temp_alert_statuses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alert_statuses" ADD CONSTRAINT "temp_alert_statuses_alert_id_temp_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."temp_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alert_statuses" ADD CONSTRAINT "temp_alert_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alerts" ADD CONSTRAINT "temp_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alerts" ADD CONSTRAINT "temp_alerts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alerts" ADD CONSTRAINT "temp_alerts_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alerts" ADD CONSTRAINT "temp_alerts_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_alerts" ADD CONSTRAINT "temp_alerts_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appliance_alert_states_client_idx" ON "appliance_alert_states" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_batches_one_current_key" ON "food_batches" USING btree ("appliance_id") WHERE "food_batches"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "food_batches_appliance_idx" ON "food_batches" USING btree ("appliance_id","started_at");--> statement-breakpoint
CREATE INDEX "food_batches_client_idx" ON "food_batches" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_credentials_secret_hash_key" ON "gateway_credentials" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "gateway_credentials_client_idx" ON "gateway_credentials" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sensor_data_exports_status_idx" ON "sensor_data_exports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sensor_data_exports_client_idx" ON "sensor_data_exports" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sensor_health_notices_client_idx" ON "sensor_health_notices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "temp_alert_statuses_alert_idx" ON "temp_alert_statuses" USING btree ("alert_id","time");--> statement-breakpoint
CREATE INDEX "temp_alert_statuses_client_idx" ON "temp_alert_statuses" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_alerts_one_open_key" ON "temp_alerts" USING btree ("appliance_id") WHERE "temp_alerts"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "temp_alerts_appliance_started_idx" ON "temp_alerts" USING btree ("appliance_id","started_at");--> statement-breakpoint
CREATE INDEX "temp_alerts_location_started_idx" ON "temp_alerts" USING btree ("location_id","started_at");--> statement-breakpoint
CREATE INDEX "temp_alerts_client_idx" ON "temp_alerts" USING btree ("client_id");