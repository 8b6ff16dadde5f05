ALTER TABLE "fixits" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "fixits" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "fixits" ADD CONSTRAINT "fixits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixits_owner_status_idx" ON "fixits" USING btree ("client_id","owner_id","status");