CREATE TABLE "action_attachments" (
	"client_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "action_attachments_action_id_file_id_pk" PRIMARY KEY("action_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text,
	"importance" text DEFAULT 'NORMAL' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"activation_id" uuid,
	"action_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"answer_id" uuid,
	"submitted_by" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"comment" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixits_resolution_check" CHECK (("fixits"."status" = 'RESOLVED') = ("fixits"."resolved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "quest_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"progress" text DEFAULT 'PENDING' NOT NULL,
	"score" integer,
	"finished_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_activations_score_check" CHECK ("quest_activations"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quest_answer_files" (
	"client_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "quest_answer_files_answer_id_file_id_pk" PRIMARY KEY("answer_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "quest_answers" (
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
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_locations" (
	"client_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"generated_until" timestamp with time zone,
	CONSTRAINT "quest_locations_quest_id_location_id_pk" PRIMARY KEY("quest_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "quest_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"action_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "quest_parts_kind_check" CHECK (("quest_parts"."kind" = 'ACTION') = ("quest_parts"."action_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "quest_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"activation_id" uuid,
	"quest_id" uuid NOT NULL,
	"location_id" uuid,
	"started_by" uuid,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"fixit_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_submissions_score_check" CHECK ("quest_submissions"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text DEFAULT 'QUEST' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rrule" text,
	"duration_min" integer DEFAULT 1440 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "quests_duration_check" CHECK ("quests"."duration_min" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "action_attachments" ADD CONSTRAINT "action_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_attachments" ADD CONSTRAINT "action_attachments_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_attachments" ADD CONSTRAINT "action_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_activation_id_quest_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."quest_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_submission_id_quest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."quest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_answer_id_quest_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quest_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_activations" ADD CONSTRAINT "quest_activations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_activations" ADD CONSTRAINT "quest_activations_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_activations" ADD CONSTRAINT "quest_activations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answer_files" ADD CONSTRAINT "quest_answer_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answer_files" ADD CONSTRAINT "quest_answer_files_answer_id_quest_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quest_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answer_files" ADD CONSTRAINT "quest_answer_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answers" ADD CONSTRAINT "quest_answers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answers" ADD CONSTRAINT "quest_answers_submission_id_quest_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."quest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answers" ADD CONSTRAINT "quest_answers_part_id_quest_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."quest_parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answers" ADD CONSTRAINT "quest_answers_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_answers" ADD CONSTRAINT "quest_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_locations" ADD CONSTRAINT "quest_locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_locations" ADD CONSTRAINT "quest_locations_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_locations" ADD CONSTRAINT "quest_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_parts" ADD CONSTRAINT "quest_parts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_parts" ADD CONSTRAINT "quest_parts_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_parts" ADD CONSTRAINT "quest_parts_action_id_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_activation_id_quest_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."quest_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_attachments_file_idx" ON "action_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "actions_client_updated_idx" ON "actions" USING btree ("client_id","updated_at");--> statement-breakpoint
CREATE INDEX "actions_client_category_idx" ON "actions" USING btree ("client_id","category");--> statement-breakpoint
CREATE INDEX "fixits_client_status_created_idx" ON "fixits" USING btree ("client_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fixits_location_status_idx" ON "fixits" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "fixits_submission_idx" ON "fixits" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_activations_window_key" ON "quest_activations" USING btree ("quest_id","location_id","starts_at");--> statement-breakpoint
CREATE INDEX "quest_activations_location_starts_idx" ON "quest_activations" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "quest_activations_open_ends_idx" ON "quest_activations" USING btree ("ends_at") WHERE "quest_activations"."progress" <> 'FINISHED' and "quest_activations"."missed_at" is null;--> statement-breakpoint
CREATE INDEX "quest_answer_files_file_idx" ON "quest_answer_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_answers_submission_part_key" ON "quest_answers" USING btree ("submission_id","part_id");--> statement-breakpoint
CREATE INDEX "quest_answers_action_idx" ON "quest_answers" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "quest_locations_location_idx" ON "quest_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "quest_parts_quest_position_idx" ON "quest_parts" USING btree ("quest_id","position");--> statement-breakpoint
CREATE INDEX "quest_parts_action_idx" ON "quest_parts" USING btree ("action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_submissions_activation_key" ON "quest_submissions" USING btree ("activation_id");--> statement-breakpoint
CREATE INDEX "quest_submissions_client_submitted_idx" ON "quest_submissions" USING btree ("client_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quest_submissions_location_submitted_idx" ON "quest_submissions" USING btree ("location_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quest_submissions_quest_submitted_idx" ON "quest_submissions" USING btree ("quest_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quests_client_kind_idx" ON "quests" USING btree ("client_id","kind");