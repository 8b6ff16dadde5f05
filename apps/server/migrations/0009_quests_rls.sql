-- Tenancy net for the checklist tables (actions library, quests, activations, submissions, answers, fix-its).
ALTER TABLE actions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE actions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON actions TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON actions TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON actions TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE action_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE action_attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON action_attachments TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON action_attachments TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON action_attachments TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quests TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quests TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quests TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quest_locations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quest_locations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quest_locations TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_locations TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_locations TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quest_parts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quest_parts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quest_parts TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_parts TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_parts TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quest_activations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quest_activations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quest_activations TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_activations TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_activations TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quest_submissions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quest_submissions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quest_submissions TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_submissions TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_submissions TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quest_answers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quest_answers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quest_answers TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_answers TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_answers TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE quest_answer_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE quest_answer_files FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON quest_answer_files TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_answer_files TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_answer_files TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE fixits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE fixits FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON fixits TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON fixits TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON fixits TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
