-- The audit trail is written by the database, so no code path (GraphQL, a job, a script) can change a
-- safe zone, a jurisdiction profile, a sensor offset, a corrective action or a calibration check without a
-- history row. Arguments: the subject, the columns whose change is recorded (before → after), and which
-- audit column the row's own id fills ('location', 'appliance', 'sensor' or 'record').
-- The actor is the request's user (app.user_id, set LOCAL for every tenant transaction); system work
-- (seeding, jobs) leaves it null.
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subject text := TG_ARGV[0];
  cols text[] := string_to_array(TG_ARGV[1], ',');
  own_id text := TG_ARGV[2];
  new_row jsonb := to_jsonb(NEW);
  old_row jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END;
  before_values jsonb;
  after_values jsonb;
  change text := CASE WHEN TG_OP = 'INSERT' THEN 'CREATED' ELSE 'UPDATED' END;
  actor uuid := app_user_id();
BEGIN
  SELECT jsonb_object_agg(c, new_row -> c) INTO after_values FROM unnest(cols) AS c;
  IF old_row IS NOT NULL THEN
    SELECT jsonb_object_agg(c, old_row -> c) INTO before_values FROM unnest(cols) AS c;
    IF before_values = after_values THEN
      RETURN NULL;
    END IF;
    IF old_row ->> 'signed_off_at' IS NULL AND new_row ->> 'signed_off_at' IS NOT NULL THEN
      change := 'SIGNED_OFF';
    END IF;
  END IF;
  INSERT INTO audit_events (client_id, location_id, appliance_id, sensor_id, subject, subject_id, change, before, after, actor_id, actor_name)
  VALUES (
    (new_row ->> 'client_id')::uuid,
    (CASE own_id WHEN 'location' THEN new_row ->> 'id' ELSE new_row ->> 'location_id' END)::uuid,
    (CASE own_id WHEN 'appliance' THEN new_row ->> 'id' ELSE new_row ->> 'appliance_id' END)::uuid,
    (CASE own_id WHEN 'sensor' THEN new_row ->> 'id' ELSE new_row ->> 'sensor_id' END)::uuid,
    subject,
    (new_row ->> 'id')::uuid,
    change,
    before_values,
    after_values,
    actor,
    (SELECT trim(u.firstname || ' ' || u.lastname) FROM users u WHERE u.id = actor)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_safe_zone AFTER UPDATE OF safe_min_c, safe_max_c, safe_zone_unit ON appliances
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('SAFE_ZONE', 'name,safe_min_c,safe_max_c,safe_zone_unit', 'appliance');
--> statement-breakpoint
CREATE TRIGGER audit_jurisdiction_profile AFTER UPDATE OF jurisdiction_profile ON locations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('JURISDICTION_PROFILE', 'jurisdiction_profile', 'location');
--> statement-breakpoint
CREATE TRIGGER audit_sensor_offset AFTER UPDATE OF temperature_offset_c, calibration_interval_months ON sensors
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('SENSOR_OFFSET', 'hwid,temperature_offset_c,calibration_interval_months', 'sensor');
--> statement-breakpoint
CREATE TRIGGER audit_corrective_action AFTER INSERT OR UPDATE ON corrective_actions
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('CORRECTIVE_ACTION',
    'subject,fate,moved_to_appliance_id,probe_reading_c,quantity,cost_cents,note,photo_file_id,done_by,done_at,signed_off_by,signed_off_at', 'record');
--> statement-breakpoint
CREATE TRIGGER audit_calibration_check AFTER INSERT ON calibration_checks
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('CALIBRATION_CHECK', 'method,reference_c,sensor_c,unit,passed,note', 'record');
