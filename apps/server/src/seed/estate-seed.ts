import { defaultAlertDelayFor, defaultSafeZoneFor, type ApplianceType } from '@ks/domain';
import { createHash } from 'node:crypto';
import { withSystemTx, type Pool } from '../db/database.js';
import { appliances, areas, locations, sensorCredentials, sensors } from '../db/schema/index.js';
import { hashSensorSecret } from '../features/sensors/sensor-credentials.js';
import { DEMO_IDS } from './demo-accounts.js';

/** Fixed, valid UUIDs for demo estate rows: `kind` tells areas, appliances and sensors apart. */
function estateId(kind: 'a' | 'b' | 'c', n: number): string {
  return `00000000-0000-4000-8e00-0${kind}${n.toString(16).padStart(10, '0')}`;
}

interface DemoArea {
  n: number;
  locationId: string;
  clientId: string;
  name: string;
}

interface DemoAppliance {
  n: number;
  area: number | null;
  name: string;
  type: ApplianceType;
  contents?: string;
  vendor?: string;
  /** Reading of the attached sensor in °C, or no sensor at all. */
  reading?: number;
  battery?: number;
  signal?: number;
}

const HARBOR = DEMO_IDS.harbor;
const SUNRISE = DEMO_IDS.sunrise;

const DEMO_AREAS: DemoArea[] = [
  { n: 1, locationId: DEMO_IDS.harborDowntown, clientId: HARBOR, name: 'Kitchen' },
  { n: 2, locationId: DEMO_IDS.harborDowntown, clientId: HARBOR, name: 'Cold room' },
  { n: 3, locationId: DEMO_IDS.harborDowntown, clientId: HARBOR, name: 'Bar' },
  { n: 4, locationId: DEMO_IDS.harborDowntown, clientId: HARBOR, name: 'Pastry corner' },
  { n: 11, locationId: DEMO_IDS.harborBayside, clientId: HARBOR, name: 'Kitchen' },
  { n: 12, locationId: DEMO_IDS.harborBayside, clientId: HARBOR, name: 'Bar' },
  { n: 13, locationId: DEMO_IDS.harborBayside, clientId: HARBOR, name: 'Storage' },
  { n: 21, locationId: DEMO_IDS.harborLisbon, clientId: HARBOR, name: 'Kitchen' },
  { n: 22, locationId: DEMO_IDS.harborLisbon, clientId: HARBOR, name: 'Cold room' },
  { n: 23, locationId: DEMO_IDS.harborLisbon, clientId: HARBOR, name: 'Pastry' },
  { n: 24, locationId: DEMO_IDS.harborLisbon, clientId: HARBOR, name: 'Cellar' },
  { n: 31, locationId: DEMO_IDS.sunriseMadrid, clientId: SUNRISE, name: 'Counter' },
  { n: 32, locationId: DEMO_IDS.sunriseMadrid, clientId: SUNRISE, name: 'Back kitchen' },
  { n: 41, locationId: DEMO_IDS.sunriseChicago, clientId: SUNRISE, name: 'Counter' },
];

const areaOf = (n: number) => DEMO_AREAS.find((a) => a.n === n)!; // every appliance names a listed area

/** ~40 Harbor appliances over three locations (Bayside stays within its Small kitchen plan) and a few at Sunrise. */
const DEMO_APPLIANCES: Array<DemoAppliance & { locationId: string; clientId: string }> = [
  // Harbor Downtown (Dedicated-staff kitchen plan, up to 30): 18
  ...withLocation(DEMO_IDS.harborDowntown, HARBOR, [
    {
      n: 1,
      area: 1,
      name: 'Line fridge 1',
      type: 'FRIDGE',
      contents: 'Mise en place',
      vendor: 'True',
      reading: 3.4,
      battery: 88,
      signal: 92,
    },
    {
      n: 2,
      area: 1,
      name: 'Line fridge 2',
      type: 'FRIDGE',
      contents: 'Sauces, dairy',
      vendor: 'True',
      reading: 7.2,
      battery: 64,
      signal: 81,
    },
    {
      n: 3,
      area: 1,
      name: 'Reach-in freezer',
      type: 'FREEZER',
      contents: 'Fries, ice cream',
      vendor: 'Hoshizaki',
      reading: -19.5,
      battery: 72,
      signal: 77,
    },
    {
      n: 4,
      area: 1,
      name: 'Hot holding cabinet',
      type: 'HOT_HOLDING',
      contents: 'Roasts',
      vendor: 'Alto-Shaam',
      reading: 68.1,
      battery: 55,
      signal: 69,
    },
    {
      n: 5,
      area: 1,
      name: 'Bain-marie',
      type: 'HOT_HOLDING',
      contents: 'Soups, chowder',
      vendor: 'Vollrath',
      reading: 63.5,
      battery: 91,
      signal: 88,
    },
    {
      n: 6,
      area: 1,
      name: 'Fish drawer fridge',
      type: 'FRIDGE',
      contents: 'Fish, shellfish',
      vendor: 'Traulsen',
      reading: 1.8,
      battery: 17,
      signal: 73,
    },
    {
      n: 7,
      area: 1,
      name: 'Prep table cooler',
      type: 'COOLER',
      contents: 'Salad station',
      vendor: 'Turbo Air',
      reading: 4.1,
      battery: 79,
      signal: 95,
    },
    {
      n: 8,
      area: 2,
      name: 'Walk-in cooler',
      type: 'COOLER',
      contents: 'Produce, dairy',
      vendor: 'Kolpak',
      reading: 2.9,
      battery: 93,
      signal: 58,
    },
    {
      n: 9,
      area: 2,
      name: 'Walk-in freezer',
      type: 'FREEZER',
      contents: 'Meat, fish stock',
      vendor: 'Kolpak',
      reading: -21.3,
      battery: 86,
      signal: 52,
    },
    {
      n: 10,
      area: 2,
      name: 'Meat aging fridge',
      type: 'FRIDGE',
      contents: 'Dry-aged beef',
      vendor: 'Dry Ager',
      reading: 1.2,
      battery: 47,
      signal: 61,
    },
    { n: 11, area: 2, name: 'Dry store', type: 'DRY_STORAGE', contents: 'Flour, rice, cans' },
    {
      n: 12,
      area: 3,
      name: 'Bar fridge',
      type: 'FRIDGE',
      contents: 'Garnishes, milk',
      vendor: 'Perlick',
      reading: 4.6,
      battery: 68,
      signal: 84,
    },
    {
      n: 13,
      area: 3,
      name: 'Wine cellar',
      type: 'WINE',
      contents: 'Red and white wine',
      vendor: 'EuroCave',
      reading: 13.2,
      battery: 99,
      signal: 90,
    },
    { n: 14, area: 3, name: 'Beer cooler', type: 'COOLER', contents: 'Kegs', vendor: 'Perlick', reading: 3.1, battery: 38, signal: 66 },
    {
      n: 15,
      area: 3,
      name: 'Ice cream freezer',
      type: 'FREEZER',
      contents: 'Ice cream, sorbet',
      vendor: 'Nelson',
      reading: -17.8,
      battery: 82,
      signal: 87,
    },
    {
      n: 16,
      area: 4,
      name: 'Dough proofer',
      type: 'PROOFING',
      contents: 'Bread dough',
      vendor: 'Doyon',
      reading: 29.5,
      battery: 74,
      signal: 79,
    },
    {
      n: 17,
      area: 4,
      name: 'Pastry fridge',
      type: 'FRIDGE',
      contents: 'Creams, custards',
      vendor: 'Traulsen',
      reading: 3.9,
      battery: 61,
      signal: 83,
    },
    { n: 18, area: null, name: 'Dining room HVAC', type: 'HVAC', vendor: 'Daikin', reading: 21.4, battery: 95, signal: 97 },
  ]),
  // Harbor Bayside (Small kitchen plan, up to 10): 8
  ...withLocation(DEMO_IDS.harborBayside, HARBOR, [
    {
      n: 31,
      area: 11,
      name: 'Sandwich prep cooler',
      type: 'COOLER',
      contents: 'Cold cuts, cheese',
      vendor: 'Turbo Air',
      reading: 3.6,
      battery: 84,
      signal: 88,
    },
    {
      n: 32,
      area: 11,
      name: 'Pizza topping fridge',
      type: 'FRIDGE',
      contents: 'Toppings',
      vendor: 'Beverage-Air',
      reading: 4.4,
      battery: 71,
      signal: 76,
    },
    {
      n: 33,
      area: 11,
      name: 'Chest freezer',
      type: 'FREEZER',
      contents: 'Dough balls',
      vendor: 'Arctic Air',
      reading: -20.2,
      battery: 58,
      signal: 69,
    },
    {
      n: 34,
      area: 11,
      name: 'Hot holding well',
      type: 'HOT_HOLDING',
      contents: 'Meatballs, soup',
      vendor: 'APW Wyott',
      reading: 61.0,
      battery: 90,
      signal: 85,
    },
    {
      n: 35,
      area: 12,
      name: 'Drinks fridge',
      type: 'FRIDGE',
      contents: 'Juices, milk',
      vendor: 'True',
      reading: 3.0,
      battery: 66,
      signal: 91,
    },
    {
      n: 36,
      area: 12,
      name: 'Wine fridge',
      type: 'WINE',
      contents: 'White wine',
      vendor: 'Liebherr',
      reading: 10.4,
      battery: 77,
      signal: 89,
    },
    { n: 37, area: 12, name: 'Bar cooler', type: 'COOLER', contents: 'Bottled beer', vendor: 'Perlick' },
    { n: 38, area: 13, name: 'Dry store', type: 'DRY_STORAGE', contents: 'Bread, snacks' },
  ]),
  // Harbor Lisbon (Dedicated-staff kitchen plan): 14
  ...withLocation(DEMO_IDS.harborLisbon, HARBOR, [
    {
      n: 51,
      area: 21,
      name: 'Line fridge',
      type: 'FRIDGE',
      contents: 'Mise en place',
      vendor: 'Fagor',
      reading: 2.7,
      battery: 83,
      signal: 80,
    },
    {
      n: 52,
      area: 21,
      name: 'Fish fridge',
      type: 'FRIDGE',
      contents: 'Sardines, cod',
      vendor: 'Fagor',
      reading: 0.9,
      battery: 76,
      signal: 74,
    },
    {
      n: 53,
      area: 21,
      name: 'Hot pass',
      type: 'HOT_HOLDING',
      contents: 'Plated dishes',
      vendor: 'Hatco',
      reading: 54.2,
      battery: 69,
      signal: 82,
    },
    {
      n: 54,
      area: 21,
      name: 'Kitchen freezer',
      type: 'FREEZER',
      contents: 'Ice, stocks',
      vendor: 'Liebherr',
      reading: -18.9,
      battery: 12,
      signal: 64,
    },
    {
      n: 55,
      area: 22,
      name: 'Walk-in cooler',
      type: 'COOLER',
      contents: 'Vegetables, dairy',
      vendor: 'Zanotti',
      reading: 3.3,
      battery: 88,
      signal: 57,
    },
    {
      n: 56,
      area: 22,
      name: 'Walk-in freezer',
      type: 'FREEZER',
      contents: 'Fish, meat',
      vendor: 'Zanotti',
      reading: -22.4,
      battery: 81,
      signal: 49,
    },
    {
      n: 57,
      area: 22,
      name: 'Dairy fridge',
      type: 'FRIDGE',
      contents: 'Butter, cream',
      vendor: 'Liebherr',
      reading: 4.8,
      battery: 59,
      signal: 71,
    },
    {
      n: 58,
      area: 23,
      name: 'Proofer',
      type: 'PROOFING',
      contents: 'Pastel de nata dough',
      vendor: 'Wiesheu',
      reading: 27.1,
      battery: 92,
      signal: 86,
    },
    {
      n: 59,
      area: 23,
      name: 'Pastry fridge',
      type: 'FRIDGE',
      contents: 'Custards',
      vendor: 'Fagor',
      reading: 3.7,
      battery: 44,
      signal: 78,
    },
    {
      n: 60,
      area: 23,
      name: 'Pastry dry store',
      type: 'DRY_STORAGE',
      contents: 'Sugar, flour, chocolate',
      reading: 18.3,
      battery: 97,
      signal: 93,
    },
    {
      n: 61,
      area: 24,
      name: 'Wine cellar',
      type: 'WINE',
      contents: 'Port, Vinho Verde',
      vendor: 'EuroCave',
      reading: 14.6,
      battery: 85,
      signal: 62,
    },
    {
      n: 62,
      area: 24,
      name: 'Wine fridge',
      type: 'WINE',
      contents: 'Sparkling wine',
      vendor: 'Liebherr',
      reading: 8.2,
      battery: 73,
      signal: 67,
    },
    {
      n: 63,
      area: 21,
      name: 'Bakery freezer',
      type: 'FREEZER',
      contents: 'Croissant dough',
      vendor: 'Liebherr',
      reading: -18.4,
      battery: 65,
      signal: 75,
    },
    { n: 64, area: null, name: 'Dining room HVAC', type: 'HVAC', vendor: 'Mitsubishi' },
  ]),
  // Sunrise (two cafés): a handful
  ...withLocation(DEMO_IDS.sunriseMadrid, SUNRISE, [
    {
      n: 81,
      area: 31,
      name: 'Milk fridge',
      type: 'FRIDGE',
      contents: 'Milk, oat milk',
      vendor: 'Infrico',
      reading: 3.2,
      battery: 87,
      signal: 90,
    },
    {
      n: 82,
      area: 31,
      name: 'Pastry display',
      type: 'COOLER',
      contents: 'Cakes',
      vendor: 'Infrico',
      reading: 4.9,
      battery: 52,
      signal: 72,
    },
    {
      n: 83,
      area: 32,
      name: 'Freezer',
      type: 'FREEZER',
      contents: 'Croissants',
      vendor: 'Infrico',
      reading: -19.1,
      battery: 79,
      signal: 81,
    },
  ]),
  ...withLocation(DEMO_IDS.sunriseChicago, SUNRISE, [
    {
      n: 91,
      area: 41,
      name: 'Counter fridge',
      type: 'FRIDGE',
      contents: 'Milk, sandwiches',
      vendor: 'True',
      reading: 3.8,
      battery: 91,
      signal: 87,
    },
    { n: 92, area: 41, name: 'Bake-off proofer', type: 'PROOFING', contents: 'Muffin batter', vendor: 'Doyon' },
  ]),
];

function withLocation(locationId: string, clientId: string, list: DemoAppliance[]) {
  return list.map((appliance) => ({ ...appliance, locationId, clientId }));
}

/** Sensors not attached to anything: some in stock, some kept for a location (ready to attach). */
const SPARE_SENSORS = [
  { n: 201, clientId: HARBOR, locationId: null, hwid: 'KS-T-0201' },
  { n: 202, clientId: HARBOR, locationId: null, hwid: 'KS-T-0202' },
  { n: 203, clientId: HARBOR, locationId: DEMO_IDS.harborBayside, hwid: 'KS-T-0203' },
  { n: 204, clientId: HARBOR, locationId: DEMO_IDS.harborDowntown, hwid: 'KS-T-0204' },
  { n: 205, clientId: SUNRISE, locationId: null, hwid: 'SR-T-0205' },
];

/** Fixed ids tests and the e2e suite can name. */
export const ESTATE_DEMO_IDS = {
  downtownKitchen: estateId('a', 1),
  downtownColdRoom: estateId('a', 2),
  downtownLineFridge1: estateId('b', 1),
  downtownLineFridge1Sensor: estateId('c', 1),
  downtownDryStore: estateId('b', 11),
  downtownHvac: estateId('b', 18),
  downtownSpareSensor: estateId('c', 204),
  baysideKitchen: estateId('a', 11),
  baysideSpareSensor: estateId('c', 203),
  harborStockSensor: estateId('c', 201),
  lisbonKitchen: estateId('a', 21),
  lisbonLineFridge: estateId('b', 51),
  madridCounter: estateId('a', 31),
  madridMilkFridge: estateId('b', 81),
  madridMilkFridgeSensor: estateId('c', 81),
  sunriseStockSensor: estateId('c', 205),
} as const;

/**
 * Demo-only ingest secret of a seeded sensor, derived from its hardware id so the sensor simulator can
 * sign its readings without a secret being printed anywhere. Never used outside demo data.
 */
export function demoSensorSecret(hwid: string): string {
  return `kss_demo_${createHash('sha256').update(`kitchen-sentinel-demo:${hwid}`).digest('base64url').slice(0, 32)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the monitored estate of the demo clients: areas, equipment with the PRODUCT.md safe zones and
 * sensors with a latest reading. Idempotent: fixed ids and ON CONFLICT DO NOTHING, so a restart never
 * duplicates or overwrites anything (readings written since by ingest are kept).
 */
export async function seedEstateDemo(pool: Pool, now: Date = new Date()): Promise<void> {
  await withSystemTx(pool, async (db) => {
    await db
      .insert(areas)
      .values(DEMO_AREAS.map((a) => ({ id: estateId('a', a.n), clientId: a.clientId, locationId: a.locationId, name: a.name })))
      .onConflictDoNothing();

    // Each appliance's safe zone comes from its location's jurisdiction profile, as for new equipment.
    const profiles = new Map(
      (await db.select({ id: locations.id, profile: locations.jurisdictionProfile }).from(locations)).map((l) => [l.id, l.profile]),
    );
    await db
      .insert(appliances)
      .values(
        DEMO_APPLIANCES.map((a) => {
          const zone = defaultSafeZoneFor(a.type, profiles.get(a.locationId));
          if (a.area !== null && areaOf(a.area).locationId !== a.locationId) throw new Error(`demo appliance ${a.n} in a foreign area`);
          return {
            id: estateId('b', a.n),
            clientId: a.clientId,
            locationId: a.locationId,
            areaId: a.area === null ? null : estateId('a', a.area),
            name: a.name,
            type: a.type,
            contents: a.contents ?? null,
            vendor: a.vendor ?? null,
            equipmentId: `EQ-${String(a.n).padStart(3, '0')}`,
            safeMinC: zone.min,
            safeMaxC: zone.max,
            safeZoneUnit: zone.unit,
            alertDelayMin: defaultAlertDelayFor(a.type),
          };
        }),
      )
      .onConflictDoNothing();

    const attached = DEMO_APPLIANCES.filter((a) => a.reading !== undefined).map((a, index) => ({
      id: estateId('c', a.n),
      clientId: a.clientId,
      hwid: `${a.clientId === HARBOR ? 'KS' : 'SR'}-T-${String(a.n).padStart(4, '0')}`,
      manufacturer: index % 3 === 0 ? 'Elsys' : 'Kitchen Sentinel',
      locationId: a.locationId,
      applianceId: estateId('b', a.n),
      attachedAt: new Date(now.getTime() - 90 * DAY_MS),
      latestTemperature: a.reading ?? null,
      latestHumidity: a.type === 'FREEZER' ? 62 : 48 + (a.n % 30),
      latestBatteryLevel: a.battery ?? null,
      latestSignalLevel: a.signal ?? null,
      latestDataAt: new Date(now.getTime() - ((a.n * 37) % 240) * 1000),
      nextMaintenanceAt: new Date(now.getTime() + ((a.n * 11) % 180) * DAY_MS),
    }));
    const spare = SPARE_SENSORS.map((s) => ({
      id: estateId('c', s.n),
      clientId: s.clientId,
      hwid: s.hwid,
      manufacturer: 'Kitchen Sentinel',
      locationId: s.locationId,
      nextMaintenanceAt: new Date(now.getTime() + 365 * DAY_MS),
    }));
    await db
      .insert(sensors)
      .values([...attached, ...spare])
      .onConflictDoNothing();
    await db
      .insert(sensorCredentials)
      .values(
        [...attached, ...spare].map((s) => ({
          sensorId: s.id,
          clientId: s.clientId,
          secretHash: hashSensorSecret(demoSensorSecret(s.hwid)),
        })),
      )
      .onConflictDoNothing();
  });
}
