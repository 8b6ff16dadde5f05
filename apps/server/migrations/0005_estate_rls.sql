-- The monitored estate is tenant data: the request role sees and writes only its own client's rows.
ALTER TABLE areas ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE areas FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON areas TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON areas TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON areas TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE floorplans ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE floorplans FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON floorplans TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON floorplans TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON floorplans TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE appliances ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appliances FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON appliances TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON appliances TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON appliances TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE appliance_placements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE appliance_placements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON appliance_placements TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON appliance_placements TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON appliance_placements TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE sensors ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensors FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensors TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sensors TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensors TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE sensor_credentials ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_credentials FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_credentials TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON sensor_credentials TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_credentials TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
