-- LoRaWAN network servers (ChirpStack, The Things Stack) as a client's integrations, the sensors' models
-- and radio health, and the (sensor, frame counter) key that stores a repeated uplink once.
CREATE TABLE "network_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "clients"("id") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('CHIRPSTACK', 'THE_THINGS_STACK')),
	"name" text NOT NULL,
	-- SHA-256 of the bearer secret; the secret itself is shown once.
	"secret_hash" text NOT NULL,
	"uplinks" integer DEFAULT 0 NOT NULL,
	"last_uplink_at" timestamptz,
	-- Uplinks answered 200 but not stored (unknown DevEUI, undecodable, out of range), with the last reason.
	"bad_uplinks" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamptz,
	"created_at" timestamptz DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "network_integrations_secret_hash_key" ON "network_integrations" ("secret_hash");
--> statement-breakpoint
CREATE INDEX "network_integrations_client_idx" ON "network_integrations" ("client_id");
--> statement-breakpoint
-- One row per (sensor, frame counter) seen lately: an uplink heard by several gateways, or retried, is stored
-- once. A row older than a few minutes no longer counts (the counter was reset by a rejoin); rows older
-- than two days are pruned by the uplink path.
CREATE TABLE "lorawan_uplinks" (
	"sensor_id" uuid NOT NULL REFERENCES "sensors"("id") ON DELETE CASCADE,
	"client_id" uuid NOT NULL,
	"f_cnt" bigint NOT NULL,
	"received_at" timestamptz NOT NULL,
	CONSTRAINT "lorawan_uplinks_pkey" PRIMARY KEY ("sensor_id", "f_cnt")
);
--> statement-breakpoint
CREATE INDEX "lorawan_uplinks_received_idx" ON "lorawan_uplinks" ("received_at");
--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "model" text DEFAULT 'GENERIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_model_known" CHECK ("sensors"."model" IN ('GENERIC', 'DRAGINO_LHT65N', 'MILESIGHT_EM300_TH', 'ELSYS_ERS'));--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "radio_rssi" integer;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "radio_snr" double precision;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "radio_at" timestamptz;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "last_fcnt" bigint;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "lost_uplinks_today" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The day (in the sensor's location's zone, UTC in stock) lost_uplinks_today counts.
ALTER TABLE "sensors" ADD COLUMN "lost_uplinks_day" date;--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['network_integrations','lorawan_uplinks'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY system_all ON %I TO %I USING (true) WITH CHECK (true)', tbl, current_user);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ks_app', tbl);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON network_integrations TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON lorawan_uplinks TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
-- Uplinks name their sensor by DevEUI in any case: looked up as upper(hwid) within the integration's client.
CREATE INDEX "sensors_client_hwid_upper_idx" ON "sensors" ("client_id", upper("hwid"));
