-- A sensor attached to an appliance, moved or detached is history the inspection report and the equipment
-- history print ("… attached the sensor HW-7", issue 34 item 9). Its own function, not audit_row_change:
-- the row names the sensor (hwid) in `after` even when only the appliance changed, and a detach is filed
-- under the appliance the sensor left, so that appliance's history shows it.
CREATE OR REPLACE FUNCTION audit_sensor_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := app_user_id();
  old_appliance uuid := CASE WHEN TG_OP = 'UPDATE' THEN OLD.appliance_id END;
BEGIN
  IF old_appliance IS NOT DISTINCT FROM NEW.appliance_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_events (client_id, location_id, appliance_id, sensor_id, subject, subject_id, change, before, after, actor_id, actor_name)
  VALUES (
    NEW.client_id,
    coalesce(NEW.location_id, (SELECT a.location_id FROM appliances a WHERE a.id = old_appliance)),
    coalesce(NEW.appliance_id, old_appliance),
    NEW.id,
    'SENSOR_ATTACHMENT',
    NEW.id,
    CASE WHEN TG_OP = 'INSERT' THEN 'CREATED' ELSE 'UPDATED' END,
    CASE WHEN old_appliance IS NULL THEN NULL ELSE jsonb_build_object('appliance_id', old_appliance) END,
    jsonb_build_object('hwid', NEW.hwid, 'appliance_id', NEW.appliance_id),
    actor,
    (SELECT trim(u.firstname || ' ' || u.lastname) FROM users u WHERE u.id = actor)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_sensor_attachment AFTER INSERT OR UPDATE OF appliance_id ON sensors
  FOR EACH ROW EXECUTE FUNCTION audit_sensor_attachment();
