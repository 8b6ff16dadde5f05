CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_expiry_notices" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_expiry_notices_user_id_certificate_id_valid_until_pk" PRIMARY KEY("user_id","certificate_id","valid_until")
);
--> statement-breakpoint
CREATE TABLE "training_assignments" (
	"client_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_assignments_quest_id_user_id_pk" PRIMARY KEY("quest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" integer,
	"valid_until" timestamp with time zone,
	CONSTRAINT "training_attempts_score_check" CHECK ("training_attempts"."score" between 0 and 100),
	CONSTRAINT "training_attempts_passed_check" CHECK (("training_attempts"."status" = 'PASSED') = ("training_attempts"."valid_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"quest_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"certificate_duration_mon" integer DEFAULT 12 NOT NULL,
	"banner_file_id" uuid,
	CONSTRAINT "training_settings_duration_check" CHECK ("training_settings"."certificate_duration_mon" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_expiry_notices" ADD CONSTRAINT "certification_expiry_notices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_expiry_notices" ADD CONSTRAINT "certification_expiry_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_expiry_notices" ADD CONSTRAINT "certification_expiry_notices_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_id_quest_submissions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."quest_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_banner_file_id_files_id_fk" FOREIGN KEY ("banner_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_client_idx" ON "certificates" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "training_assignments_user_idx" ON "training_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_attempts_open_key" ON "training_attempts" USING btree ("quest_id","user_id") WHERE "training_attempts"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "training_attempts_user_certificate_idx" ON "training_attempts" USING btree ("user_id","certificate_id");--> statement-breakpoint
CREATE INDEX "training_attempts_quest_submitted_idx" ON "training_attempts" USING btree ("quest_id","submitted_at");--> statement-breakpoint
CREATE INDEX "training_attempts_valid_until_idx" ON "training_attempts" USING btree ("valid_until") WHERE "training_attempts"."status" = 'PASSED';--> statement-breakpoint
CREATE INDEX "training_settings_certificate_idx" ON "training_settings" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "training_settings_banner_idx" ON "training_settings" USING btree ("banner_file_id");