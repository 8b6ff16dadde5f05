-- Training tables are tenant rows: the request role sees and writes only its own client's rows.
ALTER TABLE certificates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE certificates FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON certificates TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON certificates TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON certificates TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE training_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE training_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON training_settings TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON training_settings TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON training_settings TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE training_assignments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE training_assignments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON training_assignments TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON training_assignments TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON training_assignments TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE training_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE training_attempts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON training_attempts TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON training_attempts TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON training_attempts TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE certification_expiry_notices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE certification_expiry_notices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON certification_expiry_notices TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON certification_expiry_notices TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON certification_expiry_notices TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
