const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-supplied id can be a row id at all (anything else is answered like a missing row). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
