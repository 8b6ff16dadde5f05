import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * A hardware id (a sensor's `hwid`) is one level of the MQTT topic the device publishes on
 * (`ks/<clientId>/sensors/<hwid>/readings`) and part of its broker username (`hwid@clientId`). So it must be
 * a valid, literal topic level: no `/` (it would split the level, and the readings are lost), no `+` or
 * `#` (a wildcard: the broker rule made from it would let the device publish as every sensor of the client),
 * no NUL or other control character (MQTT forbids them), no space at either end, at most 64 characters.
 * Gateways are named by the server's UUIDs, which meet the rule by construction.
 */
export const HARDWARE_ID_MAX = 64;

export const HARDWARE_ID_MESSAGES = {
  invalidCharacters: 'A hardware id cannot contain +, #, / or control characters',
  tooLong: `A hardware id can have at most ${HARDWARE_ID_MAX} characters`,
} as const;

// C0 and C1 control characters, DEL, and the three MQTT topic separators and wildcards.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f+#/]/;

/** The problem with `hwid` as a hardware id, or null when it meets the rule (expects a trimmed value). */
export function hardwareIdProblem(hwid: string): string | null {
  if (hwid.length === 0) return MESSAGES.fieldRequired;
  if (FORBIDDEN.test(hwid)) return HARDWARE_ID_MESSAGES.invalidCharacters;
  if ([...hwid].length > HARDWARE_ID_MAX) return HARDWARE_ID_MESSAGES.tooLong;
  return null;
}

/** The same rule for PostgreSQL (`hwid !~ HARDWARE_ID_SQL_PATTERN` finds the rows that break it). */
export const HARDWARE_ID_SQL_PATTERN = `^[^\\x01-\\x1f\\x7f-\\x9f+#/]{1,${HARDWARE_ID_MAX}}$`;

/** A hardware id in a form: trimmed, then checked by the rule above. */
export const hardwareIdSchema = z
  .string({ required_error: MESSAGES.fieldRequired, invalid_type_error: MESSAGES.fieldRequired })
  .trim()
  .superRefine((hwid, ctx) => {
    const problem = hardwareIdProblem(hwid);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });
