-- The media library and profile photos are tenant rows: the request role sees and writes only its own
-- client's rows.
ALTER TABLE media_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE media_attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON media_attachments TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON media_attachments TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON media_attachments TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE user_photos ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_photos FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON user_photos TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_photos TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_photos TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
