CREATE TABLE "appliance_health" (
	"appliance_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"findings" jsonb NOT NULL,
	"pattern" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"service_soon_notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appliance_health" ADD CONSTRAINT "appliance_health_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appliance_health" ADD CONSTRAINT "appliance_health_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appliance_health_client_idx" ON "appliance_health" USING btree ("client_id");--> statement-breakpoint
-- Appliance health is a tenant row: the request role reads only its own client's units' health.
ALTER TABLE "appliance_health" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "appliance_health" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON appliance_health TO %I USING (true) WITH CHECK (true)', current_user); END $$;--> statement-breakpoint
CREATE POLICY tenant_isolation ON appliance_health TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON appliance_health TO ks_app;
