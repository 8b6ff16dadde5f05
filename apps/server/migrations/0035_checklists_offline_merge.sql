CREATE TABLE "quest_late_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"part_id" uuid,
	"action_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"action_snapshot" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	"compliant" boolean NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device" text,
	"client_answer_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quest_late_answers" ADD CONSTRAINT "quest_late_answers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_late_answers" ADD CONSTRAINT "quest_late_answers_submission_id_quest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."quest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_late_answers" ADD CONSTRAINT "quest_late_answers_part_id_quest_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."quest_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_late_answers" ADD CONSTRAINT "quest_late_answers_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_late_answers" ADD CONSTRAINT "quest_late_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_late_answers_submission_idx" ON "quest_late_answers" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "quest_late_answers_client_idx" ON "quest_late_answers" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_late_answers_client_answer_key" ON "quest_late_answers" USING btree ("client_answer_id");--> statement-breakpoint
-- Late evidence is a tenant row like quest_answers: the request role sees and writes only its own client's rows.
ALTER TABLE "quest_late_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quest_late_answers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_all ON quest_late_answers TO %I USING (true) WITH CHECK (true)', current_user);
END $$;--> statement-breakpoint
CREATE POLICY tenant_isolation ON quest_late_answers TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON quest_late_answers TO ks_app;
