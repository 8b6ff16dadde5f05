import type { Language, TemperatureUnit } from '../enums.js';
import { formatTemperature, UNIT_SYMBOLS } from '../temperature.js';
import type { HealthFigures, HealthFinding } from './types.js';

export interface SentenceOptions {
  language: Language;
  unit: TemperatureUnit;
}

/** A temperature difference (a rise, a slope) in the viewer's unit: 1 °C of difference is 1.8 °F. */
function formatDifference(celsius: number, unit: TemperatureUnit, language: Language, decimals = 1): string {
  const value = unit === 'F' ? celsius * 1.8 : celsius;
  const text = new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value + 0);
  return `${text} ${UNIT_SYMBOLS[unit]}`;
}

interface Words {
  temperature: (celsius: number) => string;
  difference: (celsius: number, decimals?: number) => string;
}

type Sentence = (f: HealthFigures, w: Words) => string;

const n = (value: number | undefined) => value ?? 0;

function leaveZone(f: HealthFigures, language: Language): string {
  if (f.daysToLeaveZone === undefined) return '';
  const days = f.daysToLeaveZone;
  if (language === 'es') return `; probablemente saldrá de su zona segura en ${days} ${days === 1 ? 'día' : 'días'}`;
  return `; likely to leave its safe zone within ${days} ${days === 1 ? 'day' : 'days'}`;
}

const EN: Record<string, Sentence> = {
  DOOR_LEFT_OPEN: (f, w) =>
    `The air has been ${w.difference(n(f.riseC))} above its usual level for ${n(f.recentMin)} min: is the door left open?`,
  FREQUENT_DOOR_OPENINGS: (f) =>
    `Door opened ${n(f.recentCount)} times in the last 24 hours, against ${n(f.referenceCount)} a day usually.`,
  LONG_RECOVERY: (f) => `Recovery after a door opening: ${n(f.referenceMin)} min a week ago, ${n(f.recentMin)} min now.`,
  RISING_BASELINE: (f, w) =>
    `The steady temperature rose from ${w.temperature(n(f.baselineFromC))} to ${w.temperature(n(f.baselineNowC))} (${w.difference(n(f.slopeCPerDay), 2)} a day)${leaveZone(f, 'en')}.`,
  DEFROST_LONG: (f) => `Defrost lasts ${n(f.recentMin)} min now, against ${n(f.referenceMin)} min usually: the defrost may not be ending.`,
  DEFROST_MISSED: (f) => `The last ${n(f.missedCycles)} expected defrosts did not come: the evaporator may be icing up.`,
  UNSTABLE_CONTROL: (f, w) =>
    `Between door openings the temperature now swings ${w.difference(n(f.recentNoiseC), 2)} from reading to reading, against ${w.difference(n(f.referenceNoiseC), 2)} before: the thermostat may be hunting.`,
};

const ES: Record<string, Sentence> = {
  DOOR_LEFT_OPEN: (f, w) =>
    `El aire lleva ${n(f.recentMin)} min ${w.difference(n(f.riseC))} por encima de su nivel habitual: ¿se ha quedado la puerta abierta?`,
  FREQUENT_DOOR_OPENINGS: (f) =>
    `Puerta abierta ${n(f.recentCount)} veces en las últimas 24 horas, frente a ${n(f.referenceCount)} al día de costumbre.`,
  LONG_RECOVERY: (f) => `Recuperación tras abrir la puerta: ${n(f.referenceMin)} min hace una semana, ${n(f.recentMin)} min ahora.`,
  RISING_BASELINE: (f, w) =>
    `La temperatura estable subió de ${w.temperature(n(f.baselineFromC))} a ${w.temperature(n(f.baselineNowC))} (${w.difference(n(f.slopeCPerDay), 2)} al día)${leaveZone(f, 'es')}.`,
  DEFROST_LONG: (f) =>
    `El desescarche dura ahora ${n(f.recentMin)} min, frente a ${n(f.referenceMin)} min de costumbre: puede que no termine.`,
  DEFROST_MISSED: (f) => `No llegaron los últimos ${n(f.missedCycles)} desescarches esperados: el evaporador puede estar congelándose.`,
  UNSTABLE_CONTROL: (f, w) =>
    `Entre aperturas de puerta la temperatura oscila ahora ${w.difference(n(f.recentNoiseC), 2)} de lectura a lectura, frente a ${w.difference(n(f.referenceNoiseC), 2)} antes: el termostato puede estar fallando.`,
};

function sentenceKey(finding: Pick<HealthFinding, 'kind' | 'figures'>): string {
  if (finding.kind !== 'DEFROST_ABNORMAL') return finding.kind;
  return finding.figures.missedCycles === undefined ? 'DEFROST_LONG' : 'DEFROST_MISSED';
}

/** A finding for people, in the viewer's language and temperature unit. */
export function healthFindingText(finding: Pick<HealthFinding, 'kind' | 'figures'>, options: SentenceOptions): string {
  const { language, unit } = options;
  const words: Words = {
    temperature: (celsius) => formatTemperature(celsius, unit, language),
    difference: (celsius, decimals) => formatDifference(celsius, unit, language, decimals),
  };
  return (language === 'es' ? ES : EN)[sentenceKey(finding)]!(finding.figures, words);
}
