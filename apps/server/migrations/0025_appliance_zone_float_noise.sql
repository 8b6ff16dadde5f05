-- 0020 gave bounds of US locations back their °F value through floating-point arithmetic: 64.4 °F came back
-- as 18.000000000000004 °C instead of 18. A bound within 1e-9 °C of a value with at most 6 decimals is that
-- value (an exact °F limit such as 135 °F = 57.2222222222… °C is 2e-7 away from any 6-decimal number and stays).
UPDATE "appliances" SET "safe_min_c" = round("safe_min_c"::numeric, 6)::float8
WHERE "safe_min_c" IS NOT NULL AND "safe_min_c" <> round("safe_min_c"::numeric, 6)::float8
  AND abs("safe_min_c" - round("safe_min_c"::numeric, 6)::float8) < 1e-9;--> statement-breakpoint
UPDATE "appliances" SET "safe_max_c" = round("safe_max_c"::numeric, 6)::float8
WHERE "safe_max_c" IS NOT NULL AND "safe_max_c" <> round("safe_max_c"::numeric, 6)::float8
  AND abs("safe_max_c" - round("safe_max_c"::numeric, 6)::float8) < 1e-9;
