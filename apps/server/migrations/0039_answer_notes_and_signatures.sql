ALTER TABLE "quest_answers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "signature_file_id" uuid;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "signed_by" uuid;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quest_late_answers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;