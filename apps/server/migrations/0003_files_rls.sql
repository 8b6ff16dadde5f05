-- Files are tenant rows: the request role sees and writes only its own client's files.
ALTER TABLE files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON files TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON files TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON files TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
