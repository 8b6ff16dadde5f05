/** Enumerations of spec §3, as const tuples so zod, GraphQL and the web share one list. */
export const ACTION_CATEGORIES = [
  'CLEANING_SANITIZING',
  'COLD_HOLDING',
  'COOKING',
  'FOOD_HANDLING',
  'FOOD_STORAGE_AND_PROTECTION',
  'GARBAGE_COLLECTION_AND_DISPOSAL',
  'HOT_HOLDING',
  'OTHER',
  'PERSONAL_HYGIENE',
  'PEST_CONTROL',
] as const;
export const IMPORTANCE = ['LESS', 'NORMAL', 'MORE'] as const;
export const ACTION_TYPES = ['FILE', 'INSTRUCTION', 'MULTIPLE_CHOICE', 'PHOTO', 'SINGLE_CHOICE', 'TEMPERATURE'] as const;
export const FOOD_TYPES = ['BEVERAGES', 'DAIRY', 'FISH', 'MEAT', 'PASTRY', 'VEGETABLES'] as const;
export const APPLIANCE_TYPES = ['COOLER', 'DRY_STORAGE', 'FREEZER', 'FRIDGE', 'HOT_HOLDING', 'HVAC', 'PROOFING', 'WINE'] as const;
export const SERVICE_TYPES = ['FULL_KITCHEN', 'MICRO_KITCHEN', 'QUICK_SERVICE'] as const;
export const SITE_KINDS = [
  'BAR',
  'BREAKFAST',
  'CAFE',
  'CHICKEN',
  'CHINESE',
  'DESSERT',
  'FISH',
  'FRENCH',
  'HAMBURGER',
  'INDIAN',
  'ITALIAN',
  'MEXICAN',
  'OTHER',
  'SANDWICH_PIZZA',
  'STEAK_MEAT',
  'VEGETARIAN',
] as const;
export const SAFE_ZONE_DIRECTIONS = ['ABOVE', 'BELOW'] as const;
export const ATTACHMENT_KINDS = ['AUDIO', 'DOCUMENT', 'PICTURE', 'VIDEO'] as const;
export const ALERT_REASONS = ['APPLIANCE_TOO_COLD', 'APPLIANCE_TOO_WARM'] as const;
export const ALERT_SEVERITIES = ['HIGH', 'LOW'] as const;
export const ALERT_STATUS_CODES = ['DETECTED', 'ENDED', 'SNOOZED'] as const;
export const CLIENT_ROLES = ['LOCATION_MANAGER', 'MANAGER', 'USER'] as const;
export const SYSTEM_ROLES = ['ADMIN', 'STANDARD', 'BASIC'] as const;
export const MOODS = ['ANGRY', 'CONFUSED', 'EXCITED', 'NEUTRAL', 'SATISFIED'] as const;
export const FOOD_SAFENESS = ['NA', 'NEGATIVE', 'POSITIVE'] as const;
export const FIXIT_STATUSES = ['PENDING', 'RESOLVED'] as const;
export const QUEST_PROGRESS = ['PENDING', 'IN_PROGRESS', 'FINISHED'] as const;
export const PLANS = ['SMALL_KITCHEN', 'DEDICATED_STAFF_KITCHEN'] as const;
export const MUTATION_STATUSES = ['SUCCESS', 'ERROR'] as const;
export const ERROR_CODES = [
  'ERROR_EMAIL_NOT_REGISTERED',
  'ERROR_INVALID_EMAIL',
  'ERROR_SYSTEM',
  'ERROR_AREA_HAS_APPLIANCES',
  'ERROR_FAILED_TO_ASSIGN',
  'ERROR_FAILED_TO_UNASSIGN',
  'ERROR_SENSOR_IS_NOT_ATTACHED',
  'ERROR_INVALID_TOKEN',
  'ERROR_RATE_LIMITED',
  'ERROR_INVALID_PASSWORD',
] as const;
export const LANGUAGES = ['en', 'es'] as const;
export const TEMPERATURE_UNITS = ['F', 'C'] as const;

export type ClientRole = (typeof CLIENT_ROLES)[number];
export type SystemRole = (typeof SYSTEM_ROLES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];
export type MutationStatus = (typeof MUTATION_STATUSES)[number];
export type Language = (typeof LANGUAGES)[number];
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export type Plan = (typeof PLANS)[number];
