import type { FoodStage, Language } from '@ks/domain';
import type { OutgoingMail } from '../../mail/mailer.js';
import { localTime, mail, type Recipient } from './email-parts.js';

/** A batch's food clock as the e-mails and the screens tell it (times in ms). */
export interface FoodClockFacts {
  dangerMs: number;
  unknownMs: number;
  excursions: number;
}

/** The stages a batch is e-mailed about, once each: USE NOW, ACT NOW (UK Schedule 4) and DISCARD. */
export type FoodStageMail = FoodStage | 'ACT_NOW';

/** What a "use now" / "act now" / "discard" e-mail says about a batch. */
export interface FoodStageMailFacts {
  stage: FoodStageMail;
  applianceName: string;
  locationName: string;
  timezone: string;
  reachedAt: Date;
  clock: FoodClockFacts;
  link: string;
}

const TEXTS = {
  en: {
    clock: (danger: number, excursions: number) =>
      `${danger} min in the danger zone across ${excursions} ${excursions === 1 ? 'excursion' : 'excursions'}`,
    unknownPart: (unknown: number) => `; ${unknown} min of it without data`,
    uncertain: (unknown: number) => `Uncertain verdict: no data for ${unknown} min, counted as time in the danger zone.`,
    food: 'Food',
    subject: {
      USE_NOW: (a: string, l: string) => `Use now: food in ${a} at ${l}`,
      ACT_NOW: (a: string, l: string) => `Act now: food in ${a} at ${l}`,
      DISCARD: (a: string, l: string) => `Discard: food in ${a} at ${l}`,
    },
    intro: {
      USE_NOW: 'The food in this equipment has spent 2 hours in the danger zone: use it now, or discard it.',
      ACT_NOW:
        'The food in this equipment has used its one tolerance out of temperature (2 hours, or a second period; UK Schedule 4): reheat it, cool it, or discard it now.',
      DISCARD: 'The food in this equipment has spent 4 hours in the danger zone: discard it.',
    },
    reached: 'Reached',
    open: 'Open the equipment',
  },
  es: {
    clock: (danger: number, excursions: number) =>
      `${danger} min en la zona de peligro en ${excursions} ${excursions === 1 ? 'episodio' : 'episodios'}`,
    unknownPart: (unknown: number) => `; ${unknown} min de ellos sin datos`,
    uncertain: (unknown: number) => `Veredicto incierto: sin datos durante ${unknown} min, contados como tiempo en la zona de peligro.`,
    food: 'Alimentos',
    subject: {
      USE_NOW: (a: string, l: string) => `Usar ya: alimentos en ${a} en ${l}`,
      ACT_NOW: (a: string, l: string) => `Actuar ya: alimentos en ${a} en ${l}`,
      DISCARD: (a: string, l: string) => `Desechar: alimentos en ${a} en ${l}`,
    },
    intro: {
      USE_NOW: 'Los alimentos de este equipo llevan 2 horas en la zona de peligro: úselos ya o deséchelos.',
      ACT_NOW:
        'Los alimentos de este equipo agotaron su única tolerancia fuera de temperatura (2 horas, o un segundo periodo; Reino Unido, Anexo 4): recaliéntelos, enfríelos o deséchelos ya.',
      DISCARD: 'Los alimentos de este equipo llevan 4 horas en la zona de peligro: deséchelos.',
    },
    reached: 'Alcanzado',
    open: 'Abrir el equipo',
  },
} as const;

const minutesOf = (ms: number) => Math.floor(ms / 60_000);

/** "62 min in the danger zone across 3 excursions; 25 min of it without data". */
export function foodClockText(clock: FoodClockFacts, language: Language): string {
  const t = TEXTS[language];
  const unknown = minutesOf(clock.unknownMs);
  return t.clock(minutesOf(clock.dangerMs), clock.excursions) + (clock.unknownMs > 0 ? t.unknownPart(unknown) : '');
}

/** The lines an alert e-mail adds about the food: its clock, and whether the verdict is uncertain. */
export function foodLines(clock: FoodClockFacts | null, language: Language): string[] {
  if (!clock) return [];
  const t = TEXTS[language];
  return [`${t.food}: ${foodClockText(clock, language)}`, ...(clock.unknownMs > 0 ? [t.uncertain(minutesOf(clock.unknownMs))] : [])];
}

/** The e-mail telling a location's managers that a batch reached "use now" or "discard". */
export function foodStageEmail(facts: FoodStageMailFacts, to: Recipient): OutgoingMail {
  const t = TEXTS[to.language];
  const lines = [
    t.intro[facts.stage],
    `${facts.applianceName} (${facts.locationName})`,
    ...foodLines(facts.clock, to.language),
    `${t.reached}: ${localTime(facts.reachedAt, facts.timezone, to.language)}`,
  ];
  return mail(to.email, t.subject[facts.stage](facts.applianceName, facts.locationName), lines, { label: t.open, url: facts.link });
}
