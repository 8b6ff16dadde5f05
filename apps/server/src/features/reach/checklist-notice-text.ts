import { formatLocationTime, localeOfLanguage, type Language } from '@ks/domain';

/** Which notice about a checklist window: it opened, it closes in 15 minutes unsubmitted, it was missed. */
export type ChecklistPhase = 'opened' | 'closing' | 'missed';

export interface ChecklistNoticeFacts {
  questName: string;
  locationName: string;
  timezone: string;
  startsAt: Date;
  endsAt: Date;
}

const clock = (date: Date, timezone: string, language: Language) =>
  formatLocationTime(date, timezone, { locale: localeOfLanguage(language), viewerZone: null });

const TEXTS = {
  en: {
    title: {
      opened: (q: string) => `${q} is open`,
      closing: (q: string) => `${q} closes in 15 min`,
      missed: (q: string) => `${q} was missed`,
    },
    body: {
      opened: (l: string, end: string) => `${l} · until ${end}`,
      closing: (l: string, end: string) => `${l} · not submitted yet · closes ${end}`,
      missed: (l: string, end: string, start: string) => `${l} · the window ${start} – ${end} closed unsubmitted`,
    },
    open: 'Open the checklists',
  },
  es: {
    title: {
      opened: (q: string) => `${q} está abierta`,
      closing: (q: string) => `${q} se cierra en 15 min`,
      missed: (q: string) => `${q} no se hizo`,
    },
    body: {
      opened: (l: string, end: string) => `${l} · hasta ${end}`,
      closing: (l: string, end: string) => `${l} · aún sin enviar · se cierra ${end}`,
      missed: (l: string, end: string, start: string) => `${l} · la ventana ${start} – ${end} se cerró sin enviar`,
    },
    open: 'Abrir las listas',
  },
} as const;

/** A checklist notice's two lines in the reader's language, times on the location's clock. */
export function checklistNoticeText(
  phase: ChecklistPhase,
  facts: ChecklistNoticeFacts,
  language: Language,
): { title: string; body: string; linkLabel: string } {
  const text = TEXTS[language];
  const end = clock(facts.endsAt, facts.timezone, language);
  const start = clock(facts.startsAt, facts.timezone, language);
  return { title: text.title[phase](facts.questName), body: text.body[phase](facts.locationName, end, start), linkLabel: text.open };
}
