-- sensor_readings becomes a table partitioned by month of `time` (UTC months), same columns, same key.
ALTER TABLE sensor_readings RENAME TO sensor_readings_unpartitioned;
--> statement-breakpoint
ALTER TABLE sensor_readings_unpartitioned RENAME CONSTRAINT sensor_readings_sensor_id_time_pk TO sensor_readings_unpartitioned_pk;
--> statement-breakpoint
ALTER TABLE sensor_readings_unpartitioned RENAME CONSTRAINT sensor_readings_sensor_id_sensors_id_fk TO sensor_readings_unpartitioned_sensor_fk;
--> statement-breakpoint
CREATE TABLE sensor_readings (
	sensor_id uuid NOT NULL,
	time timestamp with time zone NOT NULL,
	client_id uuid NOT NULL,
	temperature real NOT NULL,
	humidity real,
	battery_level smallint,
	signal_level smallint,
	CONSTRAINT sensor_readings_sensor_id_time_pk PRIMARY KEY (sensor_id, time) INCLUDE (client_id, temperature),
	CONSTRAINT sensor_readings_sensor_id_sensors_id_fk FOREIGN KEY (sensor_id) REFERENCES sensors(id) ON DELETE CASCADE
) PARTITION BY RANGE (time);
--> statement-breakpoint
-- Anything outside the monthly partitions (a late reading of a month without one yet): the
-- readings-partitions job moves it into its month's partition, or deletes it past the retention period.
CREATE TABLE sensor_readings_default PARTITION OF sensor_readings DEFAULT;
--> statement-breakpoint
-- A partition for every month that holds readings (the last ten years; older ones wait in the default
-- partition for the retention job), and for last month to three months ahead.
DO $$
DECLARE
  month timestamptz;
BEGIN
  FOR month IN
    SELECT m FROM (
      SELECT DISTINCT date_trunc('month', time, 'UTC') AS m FROM sensor_readings_unpartitioned
      WHERE time >= date_trunc('month', now(), 'UTC') - interval '10 years'
      UNION SELECT generate_series(date_trunc('month', now(), 'UTC') - interval '1 month', date_trunc('month', now(), 'UTC') + interval '3 months', interval '1 month')
    ) months ORDER BY m
  LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF sensor_readings FOR VALUES FROM (%L) TO (%L)',
      'sensor_readings_' || to_char(month AT TIME ZONE 'UTC', 'YYYY_MM'), month, month + interval '1 month');
  END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO sensor_readings SELECT sensor_id, time, client_id, temperature, humidity, battery_level, signal_level FROM sensor_readings_unpartitioned;
--> statement-breakpoint
DROP TABLE sensor_readings_unpartitioned;
--> statement-breakpoint
ALTER TABLE sensor_readings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sensor_readings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$ BEGIN EXECUTE format('CREATE POLICY system_all ON sensor_readings TO %I USING (true) WITH CHECK (true)', current_user); END $$;
--> statement-breakpoint
GRANT SELECT ON sensor_readings TO ks_app;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON sensor_readings TO ks_app USING (client_id = app_client_id()) WITH CHECK (client_id = app_client_id());
