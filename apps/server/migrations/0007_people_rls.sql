-- Diary entries and notification preferences are tenant rows: the request role sees and writes only its
-- own client's rows.
ALTER TABLE diary_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE diary_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON diary_entries TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON diary_entries TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON diary_entries TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_preferences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON notification_preferences TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_preferences TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_preferences TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
-- createUser runs in the request's tenant transaction: the users policy only admits a row whose membership
-- in the current client already exists, so the membership is written first and its foreign key to users is
-- checked at commit (SET CONSTRAINTS … DEFERRED inside that transaction only; IMMEDIATE everywhere else).
ALTER TABLE memberships ALTER CONSTRAINT memberships_user_id_users_id_fk DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
-- How many clients a member of the current client belongs to. The request role cannot see other clients'
-- memberships; user administration needs only this count (a person shared with another client keeps their
-- sign-in e-mail under a Full Admin's control, and deleting them removes the membership instead of
-- deactivating the account). Answers 0 for people who are not members of the current client.
CREATE OR REPLACE FUNCTION app_user_client_count(target uuid) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS
$$ SELECT CASE WHEN EXISTS (SELECT 1 FROM memberships mine WHERE mine.user_id = target AND mine.client_id = app_client_id())
               THEN (SELECT count(*)::int FROM memberships m WHERE m.user_id = target) ELSE 0 END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_user_client_count(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_user_client_count(uuid) TO ks_app;
