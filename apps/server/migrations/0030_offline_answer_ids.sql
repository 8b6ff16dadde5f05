ALTER TABLE "quest_answers" ADD COLUMN "client_answer_id" uuid;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "client_submission_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_answers_client_answer_key" ON "quest_answers" USING btree ("client_answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_submissions_client_submission_key" ON "quest_submissions" USING btree ("client_submission_id");