import { describe, expect, it } from 'vitest';
import {
  assignableLevelsFor,
  canManageUser,
  createUserInputSchema,
  notificationKindsFor,
  rolesOfLevel,
  updateProfileInputSchema,
  type ManagedUserView,
  type UserManagerView,
} from './user.js';
import { accessLevelOf, ASSIGNABLE_ACCESS_LEVELS, MESSAGES } from './index.js';

const A = 'location-a';
const B = 'location-b';
const lm: UserManagerView = { userId: 'lm', level: 'LOCATION_MANAGER', locationIds: [A] };
const manager: UserManagerView = { userId: 'm', level: 'MANAGER', locationIds: [A, B] };
const admin: UserManagerView = { userId: 'fa', level: 'FULL_ADMIN', locationIds: [A, B] };
const target = (over: Partial<ManagedUserView> = {}): ManagedUserView => ({
  userId: 't',
  level: 'STANDARD_USER',
  systemRole: 'STANDARD',
  locationIds: [A],
  sharedWithOtherClients: false,
  ...over,
});

describe('rolesOfLevel', () => {
  it.each(ASSIGNABLE_ACCESS_LEVELS)('stores %s so that accessLevelOf reads it back', (level) => {
    const { clientRole, systemRole } = rolesOfLevel(level);
    expect(accessLevelOf(systemRole, clientRole)).toBe(level);
  });
});

describe('canManageUser (pure rule; the HTTP matrix lives in users.matrix.test.ts)', () => {
  it('lets a Location Manager create only Standard and Basic users in their own locations', () => {
    expect(canManageUser(lm, null, 'create', { level: 'BASIC_USER', locationIds: [A] })).toBe(true);
    expect(canManageUser(lm, null, 'create', { level: 'LOCATION_MANAGER', locationIds: [A] })).toBe(false);
    expect(canManageUser(lm, null, 'create', { level: 'STANDARD_USER', locationIds: [B] })).toBe(false);
    expect(canManageUser(lm, null, 'create', { level: 'STANDARD_USER', locationIds: [] })).toBe(false);
    expect(assignableLevelsFor('LOCATION_MANAGER')).toEqual(['STANDARD_USER', 'BASIC_USER']);
  });

  it('keeps e-mail and level changes for Managers and Full Admins', () => {
    expect(canManageUser(lm, target(), 'edit', {})).toBe(true);
    expect(canManageUser(lm, target(), 'edit', { emailChanged: true })).toBe(false);
    expect(canManageUser(lm, target(), 'edit', { level: 'BASIC_USER' })).toBe(false);
    expect(canManageUser(lm, target(), 'edit', { level: 'STANDARD_USER' })).toBe(true);
    expect(canManageUser(manager, target(), 'edit', { emailChanged: true, level: 'MANAGER' })).toBe(true);
  });

  it('never lets anybody raise their own level or deactivate themselves', () => {
    const self = target({ userId: 'm', level: 'MANAGER' });
    expect(canManageUser(manager, self, 'edit', { level: 'LOCATION_MANAGER' })).toBe(true);
    expect(canManageUser(manager, self, 'delete')).toBe(false);
    const lmSelf = target({ userId: 'lm', level: 'LOCATION_MANAGER' });
    expect(canManageUser(lm, lmSelf, 'edit', { level: 'MANAGER' })).toBe(false);
  });

  it('protects the shared identity of people who belong to other clients', () => {
    const shared = target({ sharedWithOtherClients: true });
    expect(canManageUser(manager, shared, 'edit', { emailChanged: true })).toBe(false);
    expect(canManageUser(manager, shared, 'edit', { level: 'BASIC_USER' })).toBe(false);
    expect(canManageUser(manager, shared, 'edit', { level: 'LOCATION_MANAGER' })).toBe(true);
    expect(canManageUser(admin, shared, 'edit', { emailChanged: true, level: 'BASIC_USER' })).toBe(true);
  });

  it("leaves a shared person's names, phone and work role to them and Full Admins, their membership to the client", () => {
    const shared = target({ sharedWithOtherClients: true });
    expect(canManageUser(manager, shared, 'edit', { detailsChanged: true })).toBe(false);
    expect(canManageUser(lm, shared, 'edit', { detailsChanged: true })).toBe(false);
    expect(canManageUser(admin, shared, 'edit', { detailsChanged: true })).toBe(true);
    expect(canManageUser(manager, target({ systemRole: 'ADMIN' }), 'edit', { detailsChanged: true })).toBe(false);
    // What belongs to this client stays the client's: role and locations here, removal from here.
    expect(canManageUser(manager, shared, 'edit', { level: 'LOCATION_MANAGER', locationIds: [A] })).toBe(true);
    expect(canManageUser(manager, shared, 'delete')).toBe(true);
    expect(canManageUser(manager, target(), 'edit', { detailsChanged: true })).toBe(true);
  });

  it('lets a Location Manager deactivate only users wholly inside their locations', () => {
    expect(canManageUser(lm, target(), 'delete')).toBe(true);
    expect(canManageUser(lm, target({ locationIds: [A, B] }), 'delete')).toBe(false);
    expect(canManageUser(lm, target({ locationIds: [B] }), 'edit')).toBe(false);
  });

  it('gives Standard and Basic users nothing', () => {
    for (const level of ['STANDARD_USER', 'BASIC_USER'] as const) {
      const viewer: UserManagerView = { userId: 'x', level, locationIds: [A] };
      expect(canManageUser(viewer, null, 'create', { level: 'BASIC_USER', locationIds: [A] })).toBe(false);
      expect(canManageUser(viewer, target(), 'edit')).toBe(false);
      expect(assignableLevelsFor(level)).toEqual([]);
    }
  });
});

describe('notification kinds', () => {
  it('offers escalations to managers only and nothing to staff', () => {
    expect(notificationKindsFor('MANAGER')).toContain('ALERT_ESCALATION');
    expect(notificationKindsFor('LOCATION_MANAGER')).not.toContain('ALERT_ESCALATION');
    expect(notificationKindsFor('STANDARD_USER')).toEqual([]);
  });
});

describe('user input schemas', () => {
  it('uses the spec e-mail messages and clears blank optional fields', () => {
    const base = { firstname: 'Ana', lastname: 'Lopez', accessLevel: 'STANDARD_USER' };
    expect(createUserInputSchema.safeParse({ ...base, email: 'ana.example' }).error?.issues[0]?.message).toBe(MESSAGES.emailMissingAt);
    expect(createUserInputSchema.safeParse({ ...base, email: 'ana@example' }).error?.issues[0]?.message).toBe(MESSAGES.invalidEmail);
    const parsed = createUserInputSchema.parse({ ...base, email: ' ana@harbor.example ', phone: ' ', workRole: '', locationIds: null });
    expect(parsed).toMatchObject({ email: 'ana@harbor.example', phone: null, workRole: null, locationIds: [] });
    expect(createUserInputSchema.safeParse({ ...base, firstname: ' ', email: 'a@b.co' }).error?.issues[0]?.message).toBe(
      MESSAGES.fieldRequired,
    );
  });

  it('checks personal e-mail and phone numbers in the profile', () => {
    const base = { firstname: 'Ana', lastname: 'Lopez' };
    expect(updateProfileInputSchema.safeParse({ ...base, personalEmail: 'ana' }).error?.issues[0]?.message).toBe(MESSAGES.emailMissingAt);
    expect(updateProfileInputSchema.safeParse({ ...base, phone: 'call me' }).error?.issues[0]?.message).toBe('Invalid phone number');
    expect(updateProfileInputSchema.parse({ ...base, phone: '+1 (617) 555-0100', personalEmail: '' })).toMatchObject({
      phone: '+1 (617) 555-0100',
      personalEmail: null,
      currentPassword: null,
    });
  });
});
