-- Tenancy net under the explicit tenant filters: every request's transaction runs as ks_app with
-- app.client_id / app.user_id set LOCAL; policies below only let it see its own tenant's rows.
-- The migrating (owner) role keeps a permissive policy for system work (sign-in, seeding, jobs).
DO $$
BEGIN
  -- Roles belong to the cluster, not the database: databases migrated side by side (parallel test suites,
  -- two instances starting on a fresh cluster) can both find the role missing, so the loser's error is ignored.
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'ks_app') THEN
    BEGIN
      CREATE ROLE ks_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT ks_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ks_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_client_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.client_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
--> statement-breakpoint
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['clients','users','memberships','user_locations','locations','analytics_events',
                             'refresh_tokens','one_time_tokens','rate_limit_hits'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY system_all ON %I TO %I USING (true) WITH CHECK (true)', tbl, current_user);
  END LOOP;
  -- Tables the request role may touch at all; auth secrets (tokens, rate limits) stay system-only.
  FOREACH tbl IN ARRAY ARRAY['clients','users','memberships','user_locations','locations','analytics_events'] LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO ks_app', tbl);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON clients TO ks_app
  USING (id = app_client_id() OR EXISTS (SELECT 1 FROM memberships m WHERE m.client_id = clients.id AND m.user_id = app_user_id()))
  WITH CHECK (id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON memberships TO ks_app
  USING (client_id = app_client_id() OR user_id = app_user_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users TO ks_app
  USING (id = app_user_id() OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = users.id AND m.client_id = app_client_id()))
  WITH CHECK (id = app_user_id() OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = users.id AND m.client_id = app_client_id()));
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_locations TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON locations TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_events TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
