/**
 * The stable codes the API sends in `extensions.code` of an expected GraphQL error (and in the `code` of
 * a `POST /files` refusal), each with the web's i18n keys of its message (apps/web/src/lib/i18n/en.ts and
 * es.ts hold every key; a web test checks it).
 * The English `message` of an error stays as the spec words it; screens tell errors apart by code only.
 *
 * `key` is the message shown by default; `screens` name a screen that words the same refusal its own
 * way (a training says "training" where a quest says "quest"). Extensions a message interpolates are
 * named in `extensions` (e.g. TOO_LONG's `limit`), so the text never has to be parsed.
 */
export type ApiErrorScreen = 'training' | 'users' | 'equipment' | 'areas' | 'sensors' | 'haccp';

type ApiErrorCodeEntry = {
  key: string;
  screens?: Partial<Record<ApiErrorScreen, string>>;
  extensions?: readonly string[];
  /** The server words this refusal itself (which field, which thing): screens without a wording show it. */
  serverWorded?: true;
};

export const API_ERROR_CODES = {
  // Generic codes (spec §8 categories).
  UNAUTHENTICATED: { key: 'auth.sessionExpired' },
  FORBIDDEN: { key: 'quests.apiErrors.FORBIDDEN', screens: { users: 'users.errors.forbidden', haccp: 'haccp.errors.FORBIDDEN' } },
  CLIENT_REQUIRED: { key: 'apiErrors.CLIENT_REQUIRED' },
  CLIENT_NOT_FOUND: { key: 'apiErrors.CLIENT_NOT_FOUND' },
  BAD_CREDENTIALS: { key: 'auth.badCredentials' },
  RATE_LIMITED: { key: 'auth.rateLimited', extensions: ['retryAfterSeconds'] },
  NOT_FOUND: { key: 'apiErrors.NOT_FOUND', serverWorded: true },
  BAD_USER_INPUT: { key: 'apiErrors.BAD_USER_INPUT', serverWorded: true },
  // Refusals a screen tells apart.
  AREA_NOT_FOUND: { key: 'equipment.errors.areaNotFound' },
  FILE_NOT_FOUND: { key: 'apiErrors.FILE_NOT_FOUND', screens: { equipment: 'equipment.form.photoFailed' } },
  TOO_LONG: {
    key: 'apiErrors.TOO_LONG',
    screens: { users: 'users.validation.tooLong', equipment: 'equipment.errors.tooLong', areas: 'equipment.errors.tooLong' },
    extensions: ['limit'],
  },
  // Upload refusals: `POST /files` answers them (413, 415, 429); mutations taking a file id may too.
  FILE_REQUIRED: { key: 'validation.required' },
  INVALID_FILE_TYPE: { key: 'upload.invalidType' },
  FILE_TOO_LARGE: { key: 'upload.tooLarge' },
  TOO_MANY_UPLOADS: { key: 'upload.tooMany' },
  TOO_MANY_STREAMS: { key: 'apiErrors.TOO_MANY_STREAMS', extensions: ['limit'], serverWorded: true },
  EMAIL_TAKEN: { key: 'users.errors.emailTaken' },
  UNKNOWN_LOCATION: { key: 'users.errors.unknownLocation' },
  WRONG_PASSWORD: { key: 'profile.wrongPassword' },
  PASSWORD_TOO_SHORT: { key: 'validation.passwordTooShort' },
  PASSWORD_TOO_COMMON: { key: 'validation.passwordTooCommon' },
  PASSWORD_CONTAINS_EMAIL: { key: 'validation.passwordContainsEmail' },
  INVALID_MAGIC_LINK: { key: 'auth.magicLinkInvalid' },
  AREA_NAME_TAKEN: { key: 'equipment.areas.nameTaken' },
  SENSOR_HWID_TAKEN: { key: 'sensors.hwidTaken' },
  SENSOR_ALREADY_ATTACHED: { key: 'equipment.sensors.alreadyAttached' },
  SENSOR_ATTACHED_ELSEWHERE: { key: 'sensors.attachedElsewhere' },
  SENSOR_DETACH_BEFORE_DELETE: { key: 'sensors.detachBeforeDelete' },
  APPLIANCE_HAS_SENSOR: { key: 'equipment.errors.hasSensor' },
  PLAN_LIMIT_REACHED: { key: 'equipment.errors.planLimit', extensions: ['plan', 'limit'] },
  FILE_IN_USE: { key: 'media.usedInQuest' },
  // Checklists (quests and trainings).
  ACTIVATION_MISSING_NAME: {
    key: 'quests.apiErrors.ACTIVATION_MISSING_NAME',
    screens: { training: 'training.apiErrors.ACTIVATION_MISSING_NAME' },
  },
  ACTIVATION_MISSING_SCHEDULE: { key: 'quests.apiErrors.ACTIVATION_MISSING_SCHEDULE' },
  ACTIVATION_MISSING_CONTENT: {
    key: 'quests.apiErrors.ACTIVATION_MISSING_CONTENT',
    screens: { training: 'training.apiErrors.ACTIVATION_MISSING_CONTENT' },
  },
  ACTIVATION_MISSING_ACTIONNAME: {
    key: 'quests.apiErrors.ACTIVATION_MISSING_ACTIONNAME',
    screens: { training: 'training.apiErrors.ACTIVATION_MISSING_ACTIONNAME' },
  },
  ACTIVATION_MISSING_LOCATION: { key: 'quests.apiErrors.ACTIVATION_MISSING_LOCATION' },
  ACTION_EDIT_BLOCKED: { key: 'quests.apiErrors.ACTION_EDIT_BLOCKED' },
  QUEST_ACTIVE: { key: 'quests.apiErrors.QUEST_ACTIVE' },
  ACTIVATION_CLOSED: { key: 'quests.apiErrors.ACTIVATION_CLOSED' },
  ACTIVATION_FINISHED: { key: 'quests.apiErrors.ACTIVATION_FINISHED' },
  ANSWER_TIME_IN_FUTURE: { key: 'quests.apiErrors.ANSWER_TIME_IN_FUTURE' },
  ANSWER_TOO_OLD: { key: 'quests.apiErrors.ANSWER_TOO_OLD', extensions: ['maxDelayHours'] },
  CLIENT_ID_TAKEN: { key: 'quests.apiErrors.CLIENT_ID_TAKEN' },
  FIXIT_RESOLVED: { key: 'quests.apiErrors.FIXIT_RESOLVED' },
  FIXIT_DUE_IN_PAST: { key: 'fixits.apiErrors.FIXIT_DUE_IN_PAST' },
  HEALTH_FIXIT_OPEN: { key: 'fixits.apiErrors.HEALTH_FIXIT_OPEN' },
  HEALTH_FIXIT_NOTHING: { key: 'fixits.apiErrors.HEALTH_FIXIT_NOTHING' },
  APPLIANCE_NOT_AT_LOCATION: { key: 'quests.apiErrors.APPLIANCE_NOT_AT_LOCATION' },
  TRAINING_INACTIVE: { key: 'training.apiErrors.TRAINING_INACTIVE' },
  ATTEMPT_SUBMITTED: { key: 'apiErrors.ATTEMPT_SUBMITTED' },
  ERROR_FAILED_TO_ASSIGN: { key: 'training.assign.assignFailed' },
  ERROR_FAILED_TO_UNASSIGN: { key: 'training.assign.unassignFailed' },
  // Reaching people (issue 36): the chain and rota editors' refusals; `n` is the step or shift (from 1).
  CHAIN_TOO_MANY_STEPS: { key: 'onCall.apiErrors.CHAIN_TOO_MANY_STEPS' },
  CHAIN_NEEDS_NOTIFY: { key: 'onCall.apiErrors.CHAIN_NEEDS_NOTIFY' },
  CHAIN_WAIT_RANGE: { key: 'onCall.apiErrors.CHAIN_WAIT_RANGE', extensions: ['n'] },
  CHAIN_NOTIFY_NOBODY: { key: 'onCall.apiErrors.CHAIN_NOTIFY_NOBODY', extensions: ['n'] },
  CHAIN_NOTIFY_CHANNELS: { key: 'onCall.apiErrors.CHAIN_NOTIFY_CHANNELS', extensions: ['n'] },
  CHAIN_ACK_TIMEOUT_RANGE: { key: 'onCall.apiErrors.CHAIN_ACK_TIMEOUT_RANGE' },
  CHAIN_NOT_MEMBER: { key: 'onCall.apiErrors.CHAIN_NOT_MEMBER', extensions: ['n'] },
  ROTA_TOO_MANY_SHIFTS: { key: 'onCall.apiErrors.ROTA_TOO_MANY_SHIFTS' },
  ROTA_NOT_ASSIGNED: { key: 'onCall.apiErrors.ROTA_NOT_ASSIGNED', extensions: ['n'] },
  ROTA_WEEKDAY: { key: 'onCall.apiErrors.ROTA_WEEKDAY', extensions: ['n'] },
  ROTA_START_TIME: { key: 'onCall.apiErrors.ROTA_START_TIME', extensions: ['n'] },
  ROTA_END_TIME: { key: 'onCall.apiErrors.ROTA_END_TIME', extensions: ['n'] },
  QUIET_HOURS_PAIR: { key: 'reach.apiErrors.QUIET_HOURS_PAIR' },
  QUIET_HOURS_RANGE: { key: 'reach.apiErrors.QUIET_HOURS_RANGE' },
  ALERT_NOT_OPEN: { key: 'reach.apiErrors.ALERT_NOT_OPEN' },
  // HACCP records (corrective actions).
  CORRECTIVE_ACTION_REQUIRED: { key: 'haccp.errors.CORRECTIVE_ACTION_REQUIRED' },
  CORRECTIVE_ACTION_EXISTS: { key: 'haccp.errors.CORRECTIVE_ACTION_EXISTS' },
  ALERT_NOT_ENDED: { key: 'haccp.errors.ALERT_NOT_ENDED' },
  NO_FOOD_VERDICT: { key: 'haccp.errors.NO_FOOD_VERDICT' },
  LOG_NOT_FAILED: { key: 'haccp.errors.LOG_NOT_FAILED' },
  NOT_A_TEMPERATURE_FIXIT: { key: 'haccp.errors.NOT_A_TEMPERATURE_FIXIT' },
  /** "Kept after a probe check" with a reading in the danger zone: the message names the limit. */
  PROBE_IN_DANGER_ZONE: { key: 'apiErrors.BAD_USER_INPUT', serverWorded: true },
} as const satisfies Record<string, ApiErrorCodeEntry>;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_CODES, value);
}

/** The i18n key of a code's message on a screen: the screen's own wording, else the code's. */
export function apiErrorMessageKey(code: ApiErrorCode, screen?: ApiErrorScreen): string {
  const entry: ApiErrorCodeEntry = API_ERROR_CODES[code];
  return (screen && entry.screens?.[screen]) || entry.key;
}
