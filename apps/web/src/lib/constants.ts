/**
 * Business constants and limits of spec §9. `@ks/domain` will export the same values; once
 * `packages/domain/src/constants.ts` exists, this module should re-export from there.
 */

export const PRODUCT_NAME = 'Kitchen Sentinel';
export const STORAGE_PREFIX = 'ks:';

export const TOKEN_REFRESH_POLL_MS = 500;
export const FOCUS_REFETCH_THROTTLE_MS = 5_000;
export const FIXIT_PAGE_SIZE = 20;
export const FIXIT_PENDING_PAGE_SIZE = 999;
export const APPLIANCE_ALERTS_PAGE_SIZE = 10;
export const APPLIANCE_LIST_PAGE_SIZE = 10;
export const EDIT_LIST_PAGE_SIZE = 20;
export const EDIT_LIST_PAGE = 1;
export const APPLIANCE_DETAIL_POLL_MS = 5 * 60_000;
export const SENSORS_POLL_MS = 2 * 60_000;
export const SENSOR_GRAPH_POLL_MS = 5 * 60_000;
export const CACHE_SCHEMA_VERSION = 3;
export const AUTH_TOAST_DURATION_MS = 6_000;
export const MODULE_RELOAD_GUARD_MS = 60 * 60_000;
export const SPLASH_FADE_MS = 200;
export const SPLASH_REMOVE_MS = SPLASH_FADE_MS + 10;
export const MIN_PASSWORD_LENGTH = 8;
export const CERTIFICATION_MIN_SCORE = 40;
export const SCORE_MAX = 100;
/** Score colour thresholds: above 50 primary, 26–50 tertiary, 25 or below secondary. */
export const SCORE_PRIMARY_ABOVE = 50;
export const SCORE_SECONDARY_AT_MOST = 25;
export const IMAGE_RETRY_INTERVAL_MS = 10_000;
export const IMAGE_RETRY_MAX = 6;
export const IMAGE_WIDTHS = [128, 256, 512, 1024] as const;
export const DATA_TABLE_MAX_HEIGHT = 600;
export const BREAKPOINTS = {
  phoneMax: 767,
  tabletMin: 768,
  tabletMax: 1024,
  desktopMin: 1025,
  desktopMax: 1800,
  monitorMin: 1801,
} as const;
export const TOOLTIP_DELAY_MS = 400;
export const MIN_PAGE_PLACEHOLDER_MS = 200;
export const DEFAULT_LAYOUT_WIDTH = 1400;
export const WIDE_LAYOUT_WIDTH = 1800;
export const TEMPERATURE_UNITS = ['F', 'C'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export const DEFAULT_TEMPERATURE_UNIT: TemperatureUnit = 'F';
export const PLAN_LIMITS = { SMALL_KITCHEN: 10, DEDICATED_STAFF_KITCHEN: 30 } as const;
export const TEXT_SIZES_PX = { md: 16, sm: 14, xs: 12 } as const;
