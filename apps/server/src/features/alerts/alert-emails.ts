import { describeFoodVerdict, formatSafeZone, formatTemperature, type FoodVerdict, type TemperatureUnit } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';
import { localTime, mail, type Recipient } from './email-parts.js';
import { foodLines, type FoodClockFacts } from './food-emails.js';

export type { Recipient } from './email-parts.js';

/** What an alert e-mail says about the alert (°C values; shown in the recipient's unit). */
export interface AlertMailFacts {
  kind: 'DETECTED' | 'SNOOZE_EXPIRED' | 'ESCALATION';
  applianceName: string;
  locationName: string;
  timezone: string;
  reason: 'APPLIANCE_TOO_WARM' | 'APPLIANCE_TOO_COLD';
  severity: 'LOW' | 'HIGH';
  startedAt: Date;
  temperature: number | null;
  safeMinC: number | null;
  safeMaxC: number | null;
  /** The unit the safe zone was written in: 135 °F is shown as 135 °F, not 135.0 °F converted back. */
  safeZoneUnit: TemperatureUnit;
  estimatedFoodSpoilageAt: Date | null;
  /** The batch's food clock (null for equipment without time/temperature-controlled food). */
  food: FoodClockFacts | null;
  link: string;
  /** The clock the mail is written at: a "safe until" at or before it is not printed. */
  now?: Date;
  /** Escalations: the last reading's time, the sensor's offline state and the food verdict now. */
  lastReadingAt?: Date | null;
  sensorOffline?: boolean;
  verdict?: FoodVerdict | null;
}

/** What a sensor health notice lists: the sensors of one location that went silent or run low. */
export interface SensorNoticeFacts {
  kind: 'SENSOR_OFFLINE' | 'LOW_BATTERY';
  locationName: string;
  timezone: string;
  sensors: Array<{ hwid: string; applianceName: string | null; lastDataAt: Date | null; batteryLevel: number | null }>;
  link: string;
}

const TEXTS = {
  en: {
    subject: {
      DETECTED: (a: string, l: string) => `Temperature alert: ${a} at ${l}`,
      SNOOZE_EXPIRED: (a: string, l: string) => `Still out of range: ${a} at ${l}`,
      ESCALATION: (a: string, l: string) => `Unattended temperature alert: ${a} at ${l}`,
    },
    intro: {
      DETECTED: 'A temperature alert was detected.',
      SNOOZE_EXPIRED: 'The snooze on this alert ran out and the appliance is still out of its safe zone.',
      ESCALATION: 'Nobody has snoozed or handled this temperature alert for 30 minutes.',
    },
    reason: { APPLIANCE_TOO_WARM: 'Too warm', APPLIANCE_TOO_COLD: 'Too cold' },
    severity: { LOW: 'Low', HIGH: 'High' },
    labels: {
      since: 'Since',
      temperature: 'Temperature',
      safeZone: 'Safe zone',
      severity: 'Severity',
      spoilage: 'Food safe until',
      open: 'Open the equipment',
      lastReading: 'Last reading',
      noReading: 'no reading yet',
      offline: 'sensor offline',
      verdict: 'Food verdict',
    },
    offline: {
      subject: (l: string) => `Sensors offline at ${l}`,
      intro: 'These sensors have stopped reporting:',
      last: 'last report',
      never: 'never reported',
    },
    battery: { subject: (l: string) => `Low sensor battery at ${l}`, intro: 'These sensors need a new battery soon:', level: 'battery' },
    sensorsLink: 'Open the sensors',
  },
  es: {
    subject: {
      DETECTED: (a: string, l: string) => `Alerta de temperatura: ${a} en ${l}`,
      SNOOZE_EXPIRED: (a: string, l: string) => `Sigue fuera de rango: ${a} en ${l}`,
      ESCALATION: (a: string, l: string) => `Alerta de temperatura sin atender: ${a} en ${l}`,
    },
    intro: {
      DETECTED: 'Se ha detectado una alerta de temperatura.',
      SNOOZE_EXPIRED: 'La pausa de esta alerta ha terminado y el equipo sigue fuera de su zona segura.',
      ESCALATION: 'Nadie ha pausado ni atendido esta alerta de temperatura en 30 minutos.',
    },
    reason: { APPLIANCE_TOO_WARM: 'Demasiado caliente', APPLIANCE_TOO_COLD: 'Demasiado frío' },
    severity: { LOW: 'Baja', HIGH: 'Alta' },
    labels: {
      since: 'Desde',
      temperature: 'Temperatura',
      safeZone: 'Zona segura',
      severity: 'Gravedad',
      spoilage: 'Alimentos seguros hasta',
      open: 'Abrir el equipo',
      lastReading: 'Última lectura',
      noReading: 'sin lecturas todavía',
      offline: 'sensor sin conexión',
      verdict: 'Veredicto de los alimentos',
    },
    offline: {
      subject: (l: string) => `Sensores sin conexión en ${l}`,
      intro: 'Estos sensores han dejado de informar:',
      last: 'último dato',
      never: 'nunca ha informado',
    },
    battery: {
      subject: (l: string) => `Batería baja de sensores en ${l}`,
      intro: 'Estos sensores necesitarán pronto una batería nueva:',
      level: 'batería',
    },
    sensorsLink: 'Abrir los sensores',
  },
} as const;

/** "Food safe until": only while that time is ahead (with a verdict, its next deadline says it instead). */
function spoilageLines(facts: AlertMailFacts, to: Recipient): string[] {
  const at = facts.estimatedFoodSpoilageAt;
  if (!at || facts.verdict || at.getTime() <= (facts.now ?? new Date()).getTime()) return [];
  return [`${TEXTS[to.language].labels.spoilage}: ${localTime(at, facts.timezone, to.language)}`];
}

/** The last reading (and whether the sensor is offline) and the food verdict, when the mail carries them. */
function escalationLines(facts: AlertMailFacts, to: Recipient): string[] {
  const t = TEXTS[to.language];
  const lines: string[] = [];
  if (facts.lastReadingAt !== undefined) {
    const when = facts.lastReadingAt ? localTime(facts.lastReadingAt, facts.timezone, to.language) : t.labels.noReading;
    lines.push(`${t.labels.lastReading}: ${when}${facts.sensorOffline ? ` (${t.labels.offline})` : ''}`);
  }
  if (facts.verdict) {
    const time = (ms: number) => localTime(new Date(ms), facts.timezone, to.language);
    lines.push(`${t.labels.verdict}: ${describeFoodVerdict(facts.verdict, to.language, time)}`);
  }
  return lines;
}

/** A temperature alert e-mail (detected, still out of range after a snooze, or escalated). */
export function alertEmail(facts: AlertMailFacts, to: Recipient): OutgoingMail {
  const t = TEXTS[to.language];
  const locale = to.language;
  const lines = [
    t.intro[facts.kind],
    `${facts.applianceName} (${facts.locationName}): ${t.reason[facts.reason]}`,
    `${t.labels.severity}: ${t.severity[facts.severity]}`,
    `${t.labels.since}: ${localTime(facts.startedAt, facts.timezone, to.language)}`,
    ...(facts.temperature === null ? [] : [`${t.labels.temperature}: ${formatTemperature(facts.temperature, to.temperatureUnit, locale)}`]),
    `${t.labels.safeZone}: ${formatSafeZone({ min: facts.safeMinC, max: facts.safeMaxC, unit: facts.safeZoneUnit }, to.temperatureUnit, locale)}`,
    ...spoilageLines(facts, to),
    ...escalationLines(facts, to),
    ...(facts.verdict ? [] : foodLines(facts.food, to.language)),
  ];
  return mail(to.email, t.subject[facts.kind](facts.applianceName, facts.locationName), lines, { label: t.labels.open, url: facts.link });
}

/** A sensor health notice: offline sensors or low batteries of one location. */
export function sensorNoticeEmail(facts: SensorNoticeFacts, to: Recipient): OutgoingMail {
  const t = TEXTS[to.language];
  const offline = facts.kind === 'SENSOR_OFFLINE';
  const lines = [
    offline ? t.offline.intro : t.battery.intro,
    ...facts.sensors.map((s) => {
      const name = s.applianceName ? `${s.hwid} (${s.applianceName})` : s.hwid;
      if (!offline) return `• ${name}: ${t.battery.level} ${s.batteryLevel ?? '?'} %`;
      return `• ${name}: ${s.lastDataAt ? `${t.offline.last} ${localTime(s.lastDataAt, facts.timezone, to.language)}` : t.offline.never}`;
    }),
  ];
  const subject = offline ? t.offline.subject(facts.locationName) : t.battery.subject(facts.locationName);
  return mail(to.email, subject, lines, { label: t.sensorsLink, url: facts.link });
}
