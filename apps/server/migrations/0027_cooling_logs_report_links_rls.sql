-- Cooling logs and inspection-report share links are tenant rows: the request role sees and writes only its
-- own client's rows. Share-link openings are a log: the request role may add and read them, never change them;
-- links are revoked, never deleted, so their openings stay.
ALTER TABLE cooling_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cooling_logs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON cooling_logs TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cooling_logs TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON cooling_logs TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE cooling_log_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE cooling_log_readings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON cooling_log_readings TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON cooling_log_readings TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON cooling_log_readings TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE report_share_links ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE report_share_links FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON report_share_links TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON report_share_links TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON report_share_links TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE report_share_openings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE report_share_openings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON report_share_openings TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT ON report_share_openings TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON report_share_openings TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
