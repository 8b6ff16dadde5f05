import { z } from 'zod';
import { hasAtLeast, type AccessLevel } from './access.js';
import type { ClientRole, SystemRole } from './enums.js';
import { MESSAGES } from './messages.js';
import { emailSchema } from './validation.js';

/**
 * Levels a client's user administration can give. Full Admin is platform staff (systemRole ADMIN) and is
 * never granted from a client's user screens.
 */
export const ASSIGNABLE_ACCESS_LEVELS = ['MANAGER', 'LOCATION_MANAGER', 'STANDARD_USER', 'BASIC_USER'] as const;
export type AssignableAccessLevel = (typeof ASSIGNABLE_ACCESS_LEVELS)[number];

/** How an assignable level is stored: the membership's clientRole plus the person's systemRole. */
export function rolesOfLevel(level: AssignableAccessLevel): { clientRole: ClientRole; systemRole: Exclude<SystemRole, 'ADMIN'> } {
  switch (level) {
    case 'MANAGER':
      return { clientRole: 'MANAGER', systemRole: 'STANDARD' };
    case 'LOCATION_MANAGER':
      return { clientRole: 'LOCATION_MANAGER', systemRole: 'STANDARD' };
    case 'STANDARD_USER':
      return { clientRole: 'USER', systemRole: 'STANDARD' };
    case 'BASIC_USER':
      return { clientRole: 'USER', systemRole: 'BASIC' };
  }
}

/** Levels the viewer may give to a new user (and, for Managers and Full Admins, to an existing one). */
export function assignableLevelsFor(viewer: AccessLevel | null): AssignableAccessLevel[] {
  if (hasAtLeast(viewer, 'MANAGER')) return [...ASSIGNABLE_ACCESS_LEVELS];
  if (viewer === 'LOCATION_MANAGER') return ['STANDARD_USER', 'BASIC_USER'];
  return [];
}

/** Whether the viewer may open user administration at all (list, details, add). */
export function canAdministerUsers(viewer: AccessLevel | null): boolean {
  return hasAtLeast(viewer, 'LOCATION_MANAGER');
}

/** The person doing user administration, inside the selected client. */
export interface UserManagerView {
  userId: string;
  level: AccessLevel | null;
  /** Locations the viewer manages: every location of the client for Managers and Full Admins. */
  locationIds: readonly string[];
}

/** The user being managed, as the selected client knows them. */
export interface ManagedUserView {
  userId: string;
  level: AccessLevel | null;
  systemRole: SystemRole;
  /** Every location of the target in this client (also those the viewer does not manage). */
  locationIds: readonly string[];
  /** The person also belongs to another client: their e-mail, systemRole and personal details are shared. */
  sharedWithOtherClients: boolean;
}

export type UserAction = 'create' | 'edit' | 'delete';

/** What an edit or creation changes; omitted parts stay as they are. */
export interface UserChange {
  /** The requested level (for create: the new user's level). */
  level?: AssignableAccessLevel;
  /** The sign-in e-mail changes. */
  emailChanged?: boolean;
  /** Personal details stored on the person, not the membership, change (names, phone, work role). */
  detailsChanged?: boolean;
  /** Locations the request assigns, all of which must be managed by the viewer. */
  locationIds?: readonly string[];
}

const LEVELS_A_LOCATION_MANAGER_HANDLES: readonly (AccessLevel | null)[] = ['STANDARD_USER', 'BASIC_USER'];
const RANK: Record<AccessLevel, number> = { BASIC_USER: 1, STANDARD_USER: 2, LOCATION_MANAGER: 3, MANAGER: 4, FULL_ADMIN: 5 };

function rankOf(level: AccessLevel | null): number {
  return level === null ? 0 : RANK[level];
}

/**
 * PRODUCT.md's user-management matrix as one pure rule, asked by the API (which enforces it) and the web
 * (which hides what the viewer may not do):
 * - Full Admin: everything. Manager: every user of their client, any assignable level.
 * - Location Manager: only Standard and Basic users, only in their own locations; never changes e-mail
 *   addresses or levels of existing users.
 * - Standard and Basic users: nothing (their own data goes through Profile and Settings).
 * - Nobody raises their own access level, nobody deactivates themselves, nobody manages a higher level.
 * - A person who also belongs to another client shares one sign-in e-mail, systemRole and personal details
 *   (names, phones, work role) across clients: only a Full Admin (or the person, through their profile)
 *   changes those, so one client can neither take over nor rename another client's member. Their role,
 *   locations and membership in the viewer's client stay the viewer's to manage.
 */
export function canManageUser(
  viewer: UserManagerView,
  target: ManagedUserView | null,
  action: UserAction,
  change: UserChange = {},
): boolean {
  const level = viewer.level;
  if (!canAdministerUsers(level)) return false;
  const isAdmin = level === 'FULL_ADMIN';
  const isManager = hasAtLeast(level, 'MANAGER');
  const managed = new Set(viewer.locationIds);
  if (change.locationIds && !change.locationIds.every((id) => managed.has(id))) return false;
  if (change.level && !assignableLevelsFor(level).includes(change.level)) return false;

  if (action === 'create') {
    if (!change.level) return false;
    // A Location Manager's new user must be placed in at least one of their locations.
    if (!isManager && (change.locationIds ?? []).length === 0) return false;
    return true;
  }

  if (!target) return false;
  const self = target.userId === viewer.userId;
  if (rankOf(target.level) > rankOf(level)) return false;
  if (!isManager) {
    if (!LEVELS_A_LOCATION_MANAGER_HANDLES.includes(target.level)) return false;
    if (!target.locationIds.some((id) => managed.has(id))) return false;
  }

  if (action === 'delete') {
    if (self) return false;
    // Deactivation reaches every location, so a Location Manager may only do it for users wholly theirs.
    if (!isManager) return target.locationIds.length > 0 && target.locationIds.every((id) => managed.has(id));
    return true;
  }

  const levelChanges = change.level !== undefined && change.level !== target.level;
  if (levelChanges && change.level) {
    if (!isManager) return false;
    if (self && rankOf(change.level) > rankOf(target.level)) return false;
    const systemRoleChanges = rolesOfLevel(change.level).systemRole !== target.systemRole;
    if (systemRoleChanges && belongsBeyondClient(target) && !isAdmin) return false;
  }
  if (change.emailChanged) {
    if (!isManager) return false;
    if (!isAdmin && belongsBeyondClient(target)) return false;
  }
  if (change.detailsChanged && !isAdmin && belongsBeyondClient(target)) return false;
  return true;
}

/** The person is not this client's alone: a member of another client too, or platform staff. */
function belongsBeyondClient(target: ManagedUserView): boolean {
  return target.sharedWithOtherClients || target.systemRole === 'ADMIN';
}

/** E-mail notices a user can switch on or off in Settings (PRODUCT.md "Notifications"). */
export const NOTIFICATION_KINDS = ['TEMPERATURE_ALERT', 'ALERT_ESCALATION', 'SENSOR_OFFLINE', 'LOW_BATTERY'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Which notices can reach a level at all: alerts, offline sensors and low batteries go to a location's
 * managers and location managers; escalations go to the client's managers. Others receive none.
 */
export function notificationKindsFor(level: AccessLevel | null): NotificationKind[] {
  if (hasAtLeast(level, 'MANAGER')) return [...NOTIFICATION_KINDS];
  if (level === 'LOCATION_MANAGER') return ['TEMPERATURE_ALERT', 'SENSOR_OFFLINE', 'LOW_BATTERY'];
  return [];
}

const requiredText = (max: number) =>
  z.string({ required_error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(max, `Must be at most ${max} characters`);

/** Optional free text: blank becomes null (cleared). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const INVALID_PHONE_MESSAGE = 'Invalid phone number';
const PHONE = /^\+?[0-9][0-9 ().-]{3,28}[0-9]$/;

/** Optional phone number: digits with the usual separators, blank becomes null. */
export const phoneSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || PHONE.test(value), INVALID_PHONE_MESSAGE);

/** Optional e-mail (personal e-mail): blank becomes null, otherwise the spec's e-mail messages. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .superRefine((value, context) => {
    if (value === null) return;
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success)
      context.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail });
  });

const locationIdsSchema = z.array(z.string().uuid('Unknown location')).max(500);

/** createUser input: the new user is invited by e-mail and sets their own password. */
export const createUserInputSchema = z.object({
  email: emailSchema,
  firstname: requiredText(80),
  lastname: requiredText(80),
  phone: phoneSchema,
  workRole: optionalText(80),
  accessLevel: z.enum(ASSIGNABLE_ACCESS_LEVELS),
  locationIds: locationIdsSchema.nullish().transform((ids) => [...new Set(ids ?? [])]),
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/** updateUser input: only the fields present change. */
export const updateUserInputSchema = z.object({
  email: emailSchema.nullish().transform((value) => value ?? undefined),
  firstname: requiredText(80)
    .nullish()
    .transform((value) => value ?? undefined),
  lastname: requiredText(80)
    .nullish()
    .transform((value) => value ?? undefined),
  phone: phoneSchema.optional(),
  workRole: optionalText(80).optional(),
  accessLevel: z
    .enum(ASSIGNABLE_ACCESS_LEVELS)
    .nullish()
    .transform((value) => value ?? undefined),
  locationIds: locationIdsSchema.nullish().transform((ids) => (ids ? [...new Set(ids)] : undefined)),
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** updateProfile input: the signed-in person's own details; a new sign-in e-mail needs the password. */
export const updateProfileInputSchema = z
  .object({
    firstname: requiredText(80),
    lastname: requiredText(80),
    nickname: optionalText(40),
    phone: phoneSchema,
    personalEmail: optionalEmailSchema,
    personalPhoneNumber: phoneSchema,
    email: emailSchema.nullish().transform((value) => value ?? undefined),
    currentPassword: z.string().max(1024).nullish(),
    /** A picture uploaded with `POST /files`; null removes the photo, absent keeps it. */
    photoFileId: z.string().max(64).nullable().optional(),
  })
  .transform((input) => ({ ...input, currentPassword: input.currentPassword ?? null }));
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** The message when a new sign-in e-mail comes without the right password. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The password is not correct';
/** The message when an e-mail address already belongs to an account. */
export const EMAIL_TAKEN_MESSAGE = 'A user with this email address already exists';
