import type { AccessLevel, ClientRole, SystemRole } from '@ks/domain';

/** Fixed ids so the seed is idempotent and tests can name demo rows directly. */
export const DEMO_IDS = {
  harbor: '00000000-0000-4000-8000-00000000a001',
  sunrise: '00000000-0000-4000-8000-00000000b001',
  harborDowntown: '00000000-0000-4000-8000-00000000a101',
  harborBayside: '00000000-0000-4000-8000-00000000a102',
  harborLisbon: '00000000-0000-4000-8000-00000000a103',
  sunriseMadrid: '00000000-0000-4000-8000-00000000b101',
  sunriseChicago: '00000000-0000-4000-8000-00000000b102',
} as const;

export const DEMO_PASSWORD = 'kitchen-demo-1';

export interface DemoAccount {
  email: string;
  firstname: string;
  lastname: string;
  systemRole: SystemRole;
  level: AccessLevel;
  memberships: Array<{ clientId: string; clientRole: ClientRole; locationIds: string[] }>;
}

const harborAll = [DEMO_IDS.harborDowntown, DEMO_IDS.harborBayside, DEMO_IDS.harborLisbon];
const sunriseAll = [DEMO_IDS.sunriseMadrid, DEMO_IDS.sunriseChicago];

/** The seven demo accounts of PRODUCT.md, all with the password `kitchen-demo-1`. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.example', firstname: 'Alex', lastname: 'Admin', systemRole: 'ADMIN', level: 'FULL_ADMIN', memberships: [] },
  {
    email: 'manager@harbor.example',
    firstname: 'Maria',
    lastname: 'Harbor',
    systemRole: 'STANDARD',
    level: 'MANAGER',
    memberships: [{ clientId: DEMO_IDS.harbor, clientRole: 'MANAGER', locationIds: harborAll }],
  },
  {
    email: 'lm@harbor.example',
    firstname: 'Luis',
    lastname: 'Moreno',
    systemRole: 'STANDARD',
    level: 'LOCATION_MANAGER',
    memberships: [{ clientId: DEMO_IDS.harbor, clientRole: 'LOCATION_MANAGER', locationIds: [DEMO_IDS.harborDowntown] }],
  },
  {
    email: 'cook@harbor.example',
    firstname: 'Chris',
    lastname: 'Cook',
    systemRole: 'STANDARD',
    level: 'STANDARD_USER',
    memberships: [{ clientId: DEMO_IDS.harbor, clientRole: 'USER', locationIds: [DEMO_IDS.harborDowntown, DEMO_IDS.harborBayside] }],
  },
  {
    email: 'porter@harbor.example',
    firstname: 'Pat',
    lastname: 'Porter',
    systemRole: 'BASIC',
    level: 'BASIC_USER',
    memberships: [{ clientId: DEMO_IDS.harbor, clientRole: 'USER', locationIds: [DEMO_IDS.harborDowntown] }],
  },
  {
    email: 'manager@sunrise.example',
    firstname: 'Sam',
    lastname: 'Sunrise',
    systemRole: 'STANDARD',
    level: 'MANAGER',
    memberships: [{ clientId: DEMO_IDS.sunrise, clientRole: 'MANAGER', locationIds: sunriseAll }],
  },
  {
    email: 'multi@demo.example',
    firstname: 'Morgan',
    lastname: 'Multi',
    systemRole: 'STANDARD',
    level: 'MANAGER',
    memberships: [
      { clientId: DEMO_IDS.harbor, clientRole: 'MANAGER', locationIds: harborAll },
      { clientId: DEMO_IDS.sunrise, clientRole: 'MANAGER', locationIds: sunriseAll },
    ],
  },
];
