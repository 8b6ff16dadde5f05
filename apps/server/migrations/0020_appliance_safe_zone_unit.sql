-- A safe zone keeps the unit it was written in (PRODUCT.md "Food-safety model": 135 °F stays 135 °F).
ALTER TABLE "appliances" ADD COLUMN "safe_zone_unit" text DEFAULT 'C' NOT NULL;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_safe_zone_unit_known" CHECK ("appliances"."safe_zone_unit" IN ('C', 'F'));--> statement-breakpoint
-- Hot holding still on the old 57 °C default takes its location's profile (US 135 °F, UK 63 °C, AU/NZ and
-- Codex 60 °C); a zone the operator edited is their choice and stays.
UPDATE "appliances" a SET "safe_min_c" = CASE l."jurisdiction_profile"
    WHEN 'US_FDA' THEN 515::float8 / 9::float8
    WHEN 'UK_FSA' THEN 63
    ELSE 60
  END
FROM "locations" l
WHERE l."id" = a."location_id" AND a."type" = 'HOT_HOLDING' AND a."safe_min_c" = 57 AND a."safe_max_c" IS NULL;--> statement-breakpoint
-- US locations write thresholds in °F. Their zones were typed in °F and stored rounded to 0.01 °C: a bound
-- within that rounding of a tenth of a °F becomes that °F value exactly (38 °F: 3.33 °C -> 3.333… °C).
UPDATE "appliances" a SET
  "safe_zone_unit" = 'F',
  "safe_min_c" = CASE
    WHEN a."safe_min_c" IS NULL THEN NULL
    WHEN abs(((round((a."safe_min_c" * 9 / 5 + 32)::numeric, 1)::float8 - 32) * 5) / 9 - a."safe_min_c") <= 0.0051
      THEN ((round((a."safe_min_c" * 9 / 5 + 32)::numeric, 1)::float8 - 32) * 5) / 9
    ELSE a."safe_min_c"
  END,
  "safe_max_c" = CASE
    WHEN a."safe_max_c" IS NULL THEN NULL
    WHEN abs(((round((a."safe_max_c" * 9 / 5 + 32)::numeric, 1)::float8 - 32) * 5) / 9 - a."safe_max_c") <= 0.0051
      THEN ((round((a."safe_max_c" * 9 / 5 + 32)::numeric, 1)::float8 - 32) * 5) / 9
    ELSE a."safe_max_c"
  END
FROM "locations" l
WHERE l."id" = a."location_id" AND l."jurisdiction_profile" = 'US_FDA';
