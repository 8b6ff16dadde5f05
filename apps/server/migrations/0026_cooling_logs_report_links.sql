CREATE TABLE "cooling_log_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"log_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"temperature_c" double precision NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooling_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"food_name" text NOT NULL,
	"appliance_id" uuid,
	"sensor_id" uuid,
	"profile" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"start_temperature_c" double precision NOT NULL,
	"started_by" uuid,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"ended_at" timestamp with time zone,
	"failed_checkpoint" integer,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"restart_of" uuid,
	"reminded_count" integer DEFAULT 0 NOT NULL,
	"missed_notified_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooling_logs_ended_status" CHECK (("cooling_logs"."ended_at" IS NULL) = ("cooling_logs"."status" = 'RUNNING')),
	CONSTRAINT "cooling_logs_resolution_failed" CHECK ("cooling_logs"."resolution" IS NULL OR "cooling_logs"."status" = 'FAILED')
);
--> statement-breakpoint
CREATE TABLE "report_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "report_share_links_period_ordered" CHECK ("report_share_links"."period_start" < "report_share_links"."period_end"),
	CONSTRAINT "report_share_links_expiry_bounded" CHECK ("report_share_links"."expires_at" <= "report_share_links"."created_at" + interval '30 days')
);
--> statement-breakpoint
CREATE TABLE "report_share_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"what" text NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "cooling_log_readings" ADD CONSTRAINT "cooling_log_readings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_log_readings" ADD CONSTRAINT "cooling_log_readings_log_id_cooling_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."cooling_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_log_readings" ADD CONSTRAINT "cooling_log_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooling_logs" ADD CONSTRAINT "cooling_logs_restart_of_cooling_logs_id_fk" FOREIGN KEY ("restart_of") REFERENCES "public"."cooling_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_openings" ADD CONSTRAINT "report_share_openings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_openings" ADD CONSTRAINT "report_share_openings_link_id_report_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."report_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooling_log_readings_log_time_idx" ON "cooling_log_readings" USING btree ("log_id","time");--> statement-breakpoint
CREATE INDEX "cooling_log_readings_client_idx" ON "cooling_log_readings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cooling_logs_location_started_idx" ON "cooling_logs" USING btree ("location_id","started_at");--> statement-breakpoint
CREATE INDEX "cooling_logs_client_idx" ON "cooling_logs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cooling_logs_running_idx" ON "cooling_logs" USING btree ("started_at") WHERE "cooling_logs"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "cooling_logs_restart_of_idx" ON "cooling_logs" USING btree ("restart_of");--> statement-breakpoint
CREATE UNIQUE INDEX "report_share_links_token_hash_key" ON "report_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "report_share_links_location_idx" ON "report_share_links" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "report_share_links_client_idx" ON "report_share_links" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "report_share_openings_link_idx" ON "report_share_openings" USING btree ("link_id","opened_at");--> statement-breakpoint
CREATE INDEX "report_share_openings_client_idx" ON "report_share_openings" USING btree ("client_id");