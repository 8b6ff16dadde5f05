-- Background job bookkeeping is system data (like the authentication secrets): RLS on with only the
-- owner's permissive policy, and no grant to the request role ks_app.
ALTER TABLE job_schedules ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE job_schedules FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON job_schedules TO %I USING (true) WITH CHECK (true)', current_user); END $$;
