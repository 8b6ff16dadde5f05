-- Readings, alerts, food batches, sensor notices, exports and gateway credentials are tenant data.
-- The request role may only read readings: they are written by ingest (system role) alone.
-- The primary key of sensor_readings also carries client_id (the RLS qual) and the temperature, so graph
-- queries over long ranges are index-only scans (a year of 5-minute readings is ~105,000 entries).
ALTER TABLE sensor_readings DROP CONSTRAINT sensor_readings_sensor_id_time_pk;
--> statement-breakpoint
ALTER TABLE sensor_readings ADD CONSTRAINT sensor_readings_sensor_id_time_pk PRIMARY KEY (sensor_id, time) INCLUDE (client_id, temperature);
--> statement-breakpoint
-- Ingest rewrites sensors.latest_* and the engine its appliance_alert_states row with every batch: room on
-- each page lets PostgreSQL update them in place (HOT) without touching their indexes.
ALTER TABLE sensors SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE appliance_alert_states SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE sensor_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_readings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_readings TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT ON sensor_readings TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_readings TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE appliance_alert_states ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appliance_alert_states FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON appliance_alert_states TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON appliance_alert_states TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON appliance_alert_states TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE food_batches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE food_batches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON food_batches TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON food_batches TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON food_batches TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE temp_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE temp_alerts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON temp_alerts TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON temp_alerts TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON temp_alerts TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE temp_alert_statuses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE temp_alert_statuses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON temp_alert_statuses TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON temp_alert_statuses TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON temp_alert_statuses TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE sensor_health_notices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_health_notices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_health_notices TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sensor_health_notices TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_health_notices TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE sensor_data_exports ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_data_exports FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_data_exports TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sensor_data_exports TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_data_exports TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE gateway_credentials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE gateway_credentials FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON gateway_credentials TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON gateway_credentials TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON gateway_credentials TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
