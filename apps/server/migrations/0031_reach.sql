-- Reaching people (PRODUCT.md "Reaching people"): Web Push subscriptions per person and device, each
-- person's channels and quiet hours, escalation chains per location (or the client's default), the weekly
-- rota, one escalation run per alert, and the log of every notice sent.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_name" text NOT NULL,
	"created_at" timestamptz DEFAULT now() NOT NULL,
	"last_delivered_at" timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
CREATE TABLE "reach_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"channels" text[] DEFAULT '{PUSH,EMAIL,SMS}' NOT NULL,
	-- Minutes after midnight in the location's zone; both null: no quiet hours. start > end spans midnight.
	"quiet_start_min" smallint,
	"quiet_end_min" smallint,
	"updated_at" timestamptz DEFAULT now() NOT NULL,
	CONSTRAINT "reach_settings_quiet_pair" CHECK (("quiet_start_min" IS NULL) = ("quiet_end_min" IS NULL)),
	CONSTRAINT "reach_settings_quiet_range" CHECK ("quiet_start_min" BETWEEN 0 AND 1439 AND "quiet_end_min" BETWEEN 0 AND 1439)
);
--> statement-breakpoint
CREATE TABLE "escalation_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	-- Null: the client's default chain.
	"location_id" uuid REFERENCES "locations"("id") ON DELETE CASCADE,
	"steps" jsonb NOT NULL,
	"ack_timeout_min" integer DEFAULT 30 NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamptz DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_chains_location_key" ON "escalation_chains" ("client_id", "location_id") NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE TABLE "rota_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	-- ISO weekday 1 (Monday) … 7 (Sunday) and minutes after midnight, on the location's clock; an end at or
	-- before the start runs past midnight into the next day.
	"weekday" smallint NOT NULL CHECK ("weekday" BETWEEN 1 AND 7),
	"start_min" smallint NOT NULL CHECK ("start_min" BETWEEN 0 AND 1439),
	"end_min" smallint NOT NULL CHECK ("end_min" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
CREATE INDEX "rota_shifts_location_idx" ON "rota_shifts" ("location_id");
--> statement-breakpoint
CREATE TABLE "alert_escalations" (
	"alert_id" uuid PRIMARY KEY NOT NULL REFERENCES "temp_alerts"("id") ON DELETE CASCADE,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"location_id" uuid NOT NULL,
	-- The chain as it was when the run started (editing a chain does not reshuffle a running one).
	"steps" jsonb NOT NULL,
	"ack_timeout_min" integer NOT NULL,
	-- Which time the alert became DETECTED this run belongs to (a snooze that runs out starts a new run).
	"detected_at" timestamptz NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	-- When the next step is due; null: the run is not waiting for anything (stopped, finished, acknowledged).
	"due_at" timestamptz,
	"state" text DEFAULT 'RUNNING' NOT NULL CHECK ("state" IN ('RUNNING', 'ACKNOWLEDGED', 'STOPPED', 'FINISHED')),
	"acknowledged_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"acknowledged_at" timestamptz,
	"updated_at" timestamptz DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alert_escalations_due_idx" ON "alert_escalations" ("due_at") WHERE "due_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"alert_id" uuid REFERENCES "temp_alerts"("id") ON DELETE CASCADE,
	-- What the notice was about: ALERT (a chain step), HANDLING (someone acknowledged), REMINDER, MISSED_WINDOW.
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"channel" text NOT NULL CHECK ("channel" IN ('PUSH', 'EMAIL', 'SMS')),
	"created_at" timestamptz DEFAULT now() NOT NULL,
	"outcome" text DEFAULT 'PENDING' NOT NULL CHECK ("outcome" IN ('PENDING', 'DELIVERED', 'FAILED', 'SKIPPED')),
	"reason" text,
	"finished_at" timestamptz,
	"acknowledged_at" timestamptz
);
--> statement-breakpoint
-- One notice per subject, person and channel: a retry or a second instance finds it there already.
CREATE UNIQUE INDEX "notice_deliveries_once_key" ON "notice_deliveries" ("subject_key", "user_id", "channel");
--> statement-breakpoint
CREATE INDEX "notice_deliveries_alert_idx" ON "notice_deliveries" ("alert_id", "created_at");
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['push_subscriptions','reach_settings','escalation_chains','rota_shifts','alert_escalations','notice_deliveries'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY system_all ON %I TO %I USING (true) WITH CHECK (true)', tbl, current_user);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ks_app', tbl);
  END LOOP;
END $$;
--> statement-breakpoint
-- A person's devices and settings are theirs alone, whichever client they have selected.
CREATE POLICY own_rows ON push_subscriptions TO ks_app USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
--> statement-breakpoint
CREATE POLICY own_rows ON reach_settings TO ks_app USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON escalation_chains TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON rota_shifts TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON alert_escalations TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notice_deliveries TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
