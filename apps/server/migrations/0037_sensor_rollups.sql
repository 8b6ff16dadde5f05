-- Per-sensor rollups of the readings (decision 0260): 5-minute and hourly UTC buckets with the minimum,
-- maximum, sum and count of the temperatures and the danger seconds (a reading inside its location's danger
-- zone stands for the sensor's reporting interval). Ingest adds to them in the statement that stores the
-- readings. 5-minute buckets are partitioned by UTC month, hourly ones by UTC year; the readings-partitions
-- job keeps both, each with its own retention.
CREATE TABLE sensor_rollups_5m (
	sensor_id uuid NOT NULL,
	bucket timestamp with time zone NOT NULL,
	client_id uuid NOT NULL,
	min_c real NOT NULL,
	max_c real NOT NULL,
	sum_c double precision NOT NULL,
	readings integer NOT NULL,
	danger_seconds integer NOT NULL,
	CONSTRAINT sensor_rollups_5m_pk PRIMARY KEY (sensor_id, bucket),
	CONSTRAINT sensor_rollups_5m_sensor_fk FOREIGN KEY (sensor_id) REFERENCES sensors(id) ON DELETE CASCADE
) PARTITION BY RANGE (bucket);
--> statement-breakpoint
CREATE TABLE sensor_rollups_1h (LIKE sensor_rollups_5m, CONSTRAINT sensor_rollups_1h_pk PRIMARY KEY (sensor_id, bucket),
	CONSTRAINT sensor_rollups_1h_sensor_fk FOREIGN KEY (sensor_id) REFERENCES sensors(id) ON DELETE CASCADE) PARTITION BY RANGE (bucket);
--> statement-breakpoint
CREATE TABLE sensor_rollups_5m_default PARTITION OF sensor_rollups_5m DEFAULT;
--> statement-breakpoint
CREATE TABLE sensor_rollups_1h_default PARTITION OF sensor_rollups_1h DEFAULT;
--> statement-breakpoint
-- A partition for every month (5-minute) and year (hourly) that holds readings, as 0024 made them for the
-- readings, and for last month to three months ahead (last year to next year).
DO $$
DECLARE
  part record;
  start timestamptz;
BEGIN
  FOR part IN SELECT * FROM (VALUES ('sensor_rollups_5m', 'month', 'YYYY_MM', 3), ('sensor_rollups_1h', 'year', 'YYYY', 1)) AS p(parent, unit, suffix, ahead)
  LOOP
    FOR start IN
      SELECT s FROM (
        SELECT DISTINCT date_trunc(part.unit, time, 'UTC') AS s FROM sensor_readings
        WHERE time >= date_trunc(part.unit, now(), 'UTC') - interval '10 years'
        UNION SELECT generate_series(date_trunc(part.unit, now(), 'UTC') - ('1 ' || part.unit)::interval,
          date_trunc(part.unit, now(), 'UTC') + (part.ahead || ' ' || part.unit)::interval, ('1 ' || part.unit)::interval)
      ) starts ORDER BY s
    LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part.parent || '_' || to_char(start AT TIME ZONE 'UTC', part.suffix),
        part.parent, start, start + ('1 ' || part.unit)::interval);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
-- The readings already stored, rolled up (the danger zones as packages/domain has them today).
CREATE TEMPORARY TABLE rollup_zones ON COMMIT DROP AS
SELECT s.id AS sensor_id, s.reporting_interval_sec, z.above_c, z.below_c
FROM sensors s LEFT JOIN locations l ON l.id = s.location_id
LEFT JOIN (VALUES ('US_FDA', 5::numeric, 57.222::numeric), ('UK_FSA', 8, 63), ('AU_NZ', 5, 60), ('CODEX', 5, 60)) AS z(profile, above_c, below_c)
  ON z.profile = l.jurisdiction_profile;
--> statement-breakpoint
INSERT INTO sensor_rollups_5m (sensor_id, bucket, client_id, min_c, max_c, sum_c, readings, danger_seconds)
SELECT r.sensor_id, date_bin(interval '300 seconds', r.time, timestamptz '2000-01-01 00:00:00+00'), r.client_id,
  min(r.temperature), max(r.temperature), sum(r.temperature::float8), count(*),
  count(*) FILTER (WHERE round(r.temperature::numeric, 3) > z.above_c AND round(r.temperature::numeric, 3) < z.below_c) * z.reporting_interval_sec
FROM sensor_readings r JOIN rollup_zones z USING (sensor_id)
GROUP BY 1, 2, 3, z.reporting_interval_sec;
--> statement-breakpoint
INSERT INTO sensor_rollups_1h (sensor_id, bucket, client_id, min_c, max_c, sum_c, readings, danger_seconds)
SELECT sensor_id, date_bin(interval '3600 seconds', bucket, timestamptz '2000-01-01 00:00:00+00'), client_id,
  min(min_c), max(max_c), sum(sum_c), sum(readings), sum(danger_seconds)
FROM sensor_rollups_5m GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE sensor_rollups_5m ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_rollups_5m FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_rollups_5m TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT ON sensor_rollups_5m TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_rollups_5m TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
--> statement-breakpoint
ALTER TABLE sensor_rollups_1h ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_rollups_1h FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_rollups_1h TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT ON sensor_rollups_1h TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_rollups_1h TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
