CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid,
	"appliance_id" uuid,
	"sensor_id" uuid,
	"subject" text NOT NULL,
	"subject_id" uuid,
	"change" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"actor_id" uuid,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calibration_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"sensor_id" uuid NOT NULL,
	"location_id" uuid,
	"appliance_id" uuid,
	"method" text NOT NULL,
	"reference_c" double precision NOT NULL,
	"sensor_c" double precision NOT NULL,
	"unit" text NOT NULL,
	"tolerance_c" double precision NOT NULL,
	"passed" boolean NOT NULL,
	"note" text,
	"checked_by" uuid,
	"checked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calibration_reminders" (
	"sensor_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"appliance_id" uuid,
	"subject" text NOT NULL,
	"alert_id" uuid,
	"food_batch_id" uuid,
	"cooling_log_id" uuid,
	"fixit_id" uuid,
	"fate" text NOT NULL,
	"moved_to_appliance_id" uuid,
	"probe_reading_c" double precision,
	"probe_reading_unit" text,
	"quantity" text,
	"cost_cents" integer,
	"note" text,
	"photo_file_id" uuid,
	"done_by" uuid,
	"done_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"signed_off_by" uuid,
	"signed_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrective_actions_one_subject" CHECK (("corrective_actions"."subject" = 'ALERT') = ("corrective_actions"."alert_id" IS NOT NULL)
        AND ("corrective_actions"."subject" = 'FOOD_VERDICT') = ("corrective_actions"."food_batch_id" IS NOT NULL)
        AND ("corrective_actions"."subject" = 'COOLING_LOG') = ("corrective_actions"."cooling_log_id" IS NOT NULL)
        AND ("corrective_actions"."subject" = 'FIXIT') = ("corrective_actions"."fixit_id" IS NOT NULL)),
	CONSTRAINT "corrective_actions_moved_only" CHECK ("corrective_actions"."moved_to_appliance_id" IS NULL OR "corrective_actions"."fate" = 'MOVED'),
	CONSTRAINT "corrective_actions_probe_reading" CHECK (("corrective_actions"."fate" = 'KEPT_AFTER_PROBE') = ("corrective_actions"."probe_reading_c" IS NOT NULL)),
	CONSTRAINT "corrective_actions_cost_positive" CHECK ("corrective_actions"."cost_cents" IS NULL OR "corrective_actions"."cost_cents" >= 0),
	CONSTRAINT "corrective_actions_signed_pair" CHECK ("corrective_actions"."signed_off_by" IS NULL OR "corrective_actions"."signed_off_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "temperature_answer_appliances" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"appliance_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "temperature_offset_c" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "offset_set_by" uuid;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "offset_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "calibration_interval_months" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "sensor_readings" ADD COLUMN "raw_temperature" real;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_checks" ADD CONSTRAINT "calibration_checks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_checks" ADD CONSTRAINT "calibration_checks_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_checks" ADD CONSTRAINT "calibration_checks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_checks" ADD CONSTRAINT "calibration_checks_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_checks" ADD CONSTRAINT "calibration_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_reminders" ADD CONSTRAINT "calibration_reminders_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_reminders" ADD CONSTRAINT "calibration_reminders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_alert_id_temp_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."temp_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_food_batch_id_food_batches_id_fk" FOREIGN KEY ("food_batch_id") REFERENCES "public"."food_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_fixit_id_fixits_id_fk" FOREIGN KEY ("fixit_id") REFERENCES "public"."fixits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_moved_to_appliance_id_appliances_id_fk" FOREIGN KEY ("moved_to_appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_answer_appliances" ADD CONSTRAINT "temperature_answer_appliances_answer_id_quest_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quest_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_answer_appliances" ADD CONSTRAINT "temperature_answer_appliances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temperature_answer_appliances" ADD CONSTRAINT "temperature_answer_appliances_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_location_at_idx" ON "audit_events" USING btree ("location_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_appliance_at_idx" ON "audit_events" USING btree ("appliance_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_sensor_at_idx" ON "audit_events" USING btree ("sensor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_client_idx" ON "audit_events" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "calibration_checks_sensor_idx" ON "calibration_checks" USING btree ("sensor_id","checked_at");--> statement-breakpoint
CREATE INDEX "calibration_checks_location_idx" ON "calibration_checks" USING btree ("location_id","checked_at");--> statement-breakpoint
CREATE INDEX "calibration_checks_client_idx" ON "calibration_checks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "calibration_reminders_client_idx" ON "calibration_reminders" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_alert_key" ON "corrective_actions" USING btree ("alert_id") WHERE "corrective_actions"."alert_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_food_batch_key" ON "corrective_actions" USING btree ("food_batch_id") WHERE "corrective_actions"."food_batch_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_cooling_log_key" ON "corrective_actions" USING btree ("cooling_log_id") WHERE "corrective_actions"."cooling_log_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_fixit_key" ON "corrective_actions" USING btree ("fixit_id") WHERE "corrective_actions"."fixit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "corrective_actions_location_done_idx" ON "corrective_actions" USING btree ("location_id","done_at");--> statement-breakpoint
CREATE INDEX "corrective_actions_appliance_idx" ON "corrective_actions" USING btree ("appliance_id");--> statement-breakpoint
CREATE INDEX "corrective_actions_client_idx" ON "corrective_actions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "temperature_answer_appliances_appliance_idx" ON "temperature_answer_appliances" USING btree ("appliance_id");--> statement-breakpoint
CREATE INDEX "temperature_answer_appliances_client_idx" ON "temperature_answer_appliances" USING btree ("client_id");--> statement-breakpoint
-- HACCP records are tenant rows: the request role sees and writes only its own client's rows.
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['corrective_actions','calibration_checks','calibration_reminders',
                             'temperature_answer_appliances','audit_events'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY system_all ON %I TO %I USING (true) WITH CHECK (true)', tbl, current_user);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id())', tbl);
  END LOOP;
  FOREACH tbl IN ARRAY ARRAY['corrective_actions','calibration_checks','calibration_reminders','temperature_answer_appliances'] LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ks_app', tbl);
  END LOOP;
END $$;
--> statement-breakpoint
-- The audit trail is append-only: the request role may add and read rows, never change them.
GRANT SELECT, INSERT ON audit_events TO ks_app;
--> statement-breakpoint
-- And nobody else may either. The one exception is a cascade from deleting the row's whole location or
-- client (the foreign key's own trigger runs the DELETE, so this trigger is nested: depth > 1).
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
