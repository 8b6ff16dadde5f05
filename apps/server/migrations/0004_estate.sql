CREATE TABLE "appliance_placements" (
	"appliance_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"floorplan_id" uuid NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliance_placements_on_plan" CHECK ("appliance_placements"."x" BETWEEN 0 AND 1 AND "appliance_placements"."y" BETWEEN 0 AND 1)
);
--> statement-breakpoint
CREATE TABLE "appliances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"area_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"contents" text,
	"description" text,
	"equipment_id" text,
	"serial_number" text,
	"vendor" text,
	"maintenance" text,
	"photo_file_id" uuid,
	"safe_min_c" double precision,
	"safe_max_c" double precision,
	"alert_delay_min" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliances_safe_zone_bounded" CHECK ("appliances"."safe_min_c" IS NOT NULL OR "appliances"."safe_max_c" IS NOT NULL),
	CONSTRAINT "appliances_safe_zone_ordered" CHECK ("appliances"."safe_min_c" IS NULL OR "appliances"."safe_max_c" IS NULL OR "appliances"."safe_min_c" < "appliances"."safe_max_c"),
	CONSTRAINT "appliances_alert_delay_positive" CHECK ("appliances"."alert_delay_min" > 0)
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floorplans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_credentials" (
	"sensor_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"hwid" text NOT NULL,
	"manufacturer" text,
	"photo_file_id" uuid,
	"location_id" uuid,
	"appliance_id" uuid,
	"attached_at" timestamp with time zone,
	"reporting_interval_sec" integer DEFAULT 300 NOT NULL,
	"latest_temperature" double precision,
	"latest_humidity" double precision,
	"latest_battery_level" integer,
	"latest_signal_level" integer,
	"latest_data_at" timestamp with time zone,
	"next_maintenance_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensors_reporting_interval_positive" CHECK ("sensors"."reporting_interval_sec" > 0),
	CONSTRAINT "sensors_attached_at_with_appliance" CHECK (("sensors"."appliance_id" IS NULL) = ("sensors"."attached_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "appliance_placements" ADD CONSTRAINT "appliance_placements_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_placements" ADD CONSTRAINT "appliance_placements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_placements" ADD CONSTRAINT "appliance_placements_floorplan_id_floorplans_id_fk" FOREIGN KEY ("floorplan_id") REFERENCES "public"."floorplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floorplans" ADD CONSTRAINT "floorplans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floorplans" ADD CONSTRAINT "floorplans_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floorplans" ADD CONSTRAINT "floorplans_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_credentials" ADD CONSTRAINT "sensor_credentials_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_credentials" ADD CONSTRAINT "sensor_credentials_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appliance_placements_floorplan_idx" ON "appliance_placements" USING btree ("floorplan_id");--> statement-breakpoint
CREATE INDEX "appliances_location_idx" ON "appliances" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "appliances_area_idx" ON "appliances" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "appliances_client_idx" ON "appliances" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "areas_client_idx" ON "areas" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_location_name_key" ON "areas" USING btree ("location_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "floorplans_area_key" ON "floorplans" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "floorplans_client_idx" ON "floorplans" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensor_credentials_secret_hash_key" ON "sensor_credentials" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_client_hwid_key" ON "sensors" USING btree ("client_id","hwid");--> statement-breakpoint
CREATE INDEX "sensors_appliance_idx" ON "sensors" USING btree ("appliance_id");--> statement-breakpoint
CREATE INDEX "sensors_location_idx" ON "sensors" USING btree ("location_id");