/** Business constants of spec §9, shared by the server and the web. */
export const PRODUCT_NAME = 'Kitchen Sentinel';
export const STORAGE_PREFIX = 'ks:';

export const TOKEN_REFRESH_POLL_MS = 500;
export const FOCUS_REFETCH_THROTTLE_MS = 5_000;
export const FIXIT_PAGE_SIZE = 20;
export const PENDING_FIXIT_PAGE_SIZE = 999;
export const APPLIANCE_ALERTS_PAGE_SIZE = 10;
export const APPLIANCE_LIST_PAGE_SIZE = 10;
export const EDIT_LIST_PAGE_SIZE = 20;
export const APPLIANCE_POLL_MS = 5 * 60_000;
export const SENSORS_POLL_MS = 2 * 60_000;
export const SENSOR_GRAPH_POLL_MS = 5 * 60_000;
export const CACHE_SCHEMA_VERSION = 3;
export const AUTH_TOAST_MS = 6_000;
export const MODULE_RELOAD_GUARD_MS = 60 * 60_000;
export const SPLASH_FADE_MS = 200 + 10;
export const MIN_PASSWORD_LENGTH = 8;
export const CERTIFICATION_MIN_SCORE = 40;
export const CERTIFICATE_DEFAULT_DURATION_MON = 12;
export const EXPIRY_NOTICE_DAYS = 30;
export const SCORE_MAX = 100;
export const IMAGE_RETRY_MS = 10_000;
export const IMAGE_RETRY_MAX = 6;
export const IMAGE_WIDTHS = [128, 256, 512, 1024] as const;
export const DATA_TABLE_MAX_HEIGHT = 600;
export const BREAKPOINTS = { phoneMax: 767, tabletMin: 768, tabletMax: 1024, desktopMin: 1025, desktopMax: 1800 } as const;
export const TOOLTIP_DELAY_MS = 400;
export const MIN_PAGE_LOADING_MS = 200;
export const LAYOUT_WIDTH = 1400;
export const WIDE_LAYOUT_WIDTH = 1800;
export const DEFAULT_TEMPERATURE_UNIT = 'F';

/** Service plans: how many pieces of equipment a location may have. */
export const PLAN_EQUIPMENT_LIMITS = { SMALL_KITCHEN: 10, DEDICATED_STAFF_KITCHEN: 30 } as const;

/** Authentication lifetimes (docs/decisions/0003-authentication-tokens-revocation-rate-limits.md). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
