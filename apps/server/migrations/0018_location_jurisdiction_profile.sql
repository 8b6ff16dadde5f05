-- Each location follows a food code (PRODUCT.md "Food-safety model"); existing ones get the one of their country.
ALTER TABLE "locations" ADD COLUMN "jurisdiction_profile" text DEFAULT 'CODEX' NOT NULL;--> statement-breakpoint
UPDATE "locations" SET "jurisdiction_profile" = CASE upper(coalesce("country", ''))
  WHEN 'US' THEN 'US_FDA'
  WHEN 'GB' THEN 'UK_FSA'
  WHEN 'AU' THEN 'AU_NZ'
  WHEN 'NZ' THEN 'AU_NZ'
  ELSE 'CODEX'
END;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_jurisdiction_profile_known" CHECK ("locations"."jurisdiction_profile" IN ('US_FDA', 'UK_FSA', 'AU_NZ', 'CODEX'));
