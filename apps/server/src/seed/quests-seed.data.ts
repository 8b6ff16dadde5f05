import type { ActionCategory, ActionType, AnswerValue, Importance, ScheduleSpec } from '@ks/domain';

/** Harbor's demo checklists: the library actions, the quests built from them, and how each is answered. */

export const questId = (n: number) => `00000000-0000-4000-8000-0000c0e5${String(n).padStart(4, '0')}`;
export const actionId = (n: number) => `00000000-0000-4000-8000-0000ac70${String(n).padStart(4, '0')}`;

export const DEMO_QUEST_IDS = { opening: questId(1), closing: questId(2), deepClean: questId(3) } as const;

export interface SeedAction {
  n: number;
  type: ActionType;
  name: string;
  description: string;
  category: ActionCategory;
  importance: Importance;
  properties: Record<string, unknown>;
  /** A compliant answer, or a failing one. */
  answer(fail: boolean, random: () => number): AnswerValue;
}

const yes = [
  { name: 'Yes', triggersFixIt: false },
  { name: 'No', triggersFixIt: true },
];
const round1 = (value: number) => Math.round(value * 10) / 10;
const temperature = (ok: [number, number], bad: [number, number]) => (fail: boolean, random: () => number) => {
  const [low, high] = fail ? bad : ok;
  return { kind: 'TEMPERATURE' as const, temperatureCelsius: round1(low + random() * (high - low)) };
};
const choice = (ok: number[], bad: number[]) => (fail: boolean) => ({ kind: 'CHOICE' as const, optionIndexes: fail ? bad : ok });
const acknowledged = (fail: boolean) => ({ kind: 'ACKNOWLEDGEMENT' as const, acknowledged: !fail });

export const ACTIONS: SeedAction[] = [
  {
    n: 1,
    type: 'INSTRUCTION',
    name: 'Wash hands and put on a clean apron',
    description: 'Soap, 20 seconds, paper towel. Hair tied back, no jewellery.',
    category: 'PERSONAL_HYGIENE',
    importance: 'MORE',
    properties: {},
    answer: acknowledged,
  },
  {
    n: 2,
    type: 'TEMPERATURE',
    name: 'Walk-in cooler temperature',
    description: 'Read the probe thermometer on the middle shelf.',
    category: 'COLD_HOLDING',
    importance: 'MORE',
    properties: {
      safeZones: [
        { direction: 'ABOVE', thresholdCelsius: 0 },
        { direction: 'BELOW', thresholdCelsius: 5 },
      ],
    },
    answer: temperature([1.5, 4.8], [5.6, 8.5]),
  },
  {
    n: 3,
    type: 'TEMPERATURE',
    name: 'Freezer temperature',
    description: 'Reach-in freezer by the pass.',
    category: 'FOOD_STORAGE_AND_PROTECTION',
    importance: 'NORMAL',
    properties: { safeZones: [{ direction: 'BELOW', thresholdCelsius: -18 }] },
    answer: temperature([-23, -18.5], [-15, -11]),
  },
  {
    n: 4,
    type: 'SINGLE_CHOICE',
    name: 'Are prep surfaces clean and sanitised?',
    description: '',
    category: 'CLEANING_SANITIZING',
    importance: 'NORMAL',
    properties: { options: yes },
    answer: choice([0], [1]),
  },
  {
    n: 5,
    type: 'MULTIPLE_CHOICE',
    name: 'Any signs of pests?',
    description: 'Tick everything you noticed; leave empty when there is nothing.',
    category: 'PEST_CONTROL',
    importance: 'MORE',
    properties: {
      enumerated: false,
      triggersFixIt: true,
      options: [{ name: 'Droppings' }, { name: 'Gnaw marks' }, { name: 'Live insects' }],
    },
    answer: (fail, random) => ({ kind: 'CHOICE', optionIndexes: fail ? [Math.floor(random() * 3)] : [] }),
  },
  {
    n: 6,
    type: 'TEMPERATURE',
    name: 'Hot holding at close',
    description: 'Soup and sauces in the bain-marie.',
    category: 'HOT_HOLDING',
    importance: 'MORE',
    properties: { safeZones: [{ direction: 'ABOVE', thresholdCelsius: 57 }] },
    answer: temperature([60, 72], [48, 55]),
  },
  {
    n: 7,
    type: 'SINGLE_CHOICE',
    name: 'Is all stored food labelled and dated?',
    description: '',
    category: 'FOOD_STORAGE_AND_PROTECTION',
    importance: 'NORMAL',
    properties: { options: yes },
    answer: choice([0], [1]),
  },
  {
    n: 8,
    type: 'MULTIPLE_CHOICE',
    name: 'Which areas were cleaned down?',
    description: '',
    category: 'CLEANING_SANITIZING',
    importance: 'LESS',
    properties: {
      enumerated: true,
      triggersFixIt: false,
      options: [{ name: 'Grill' }, { name: 'Fryers' }, { name: 'Prep tables' }, { name: 'Floors' }],
    },
    answer: (_fail, random) => ({ kind: 'CHOICE', optionIndexes: [0, 1, 2, 3].filter(() => random() > 0.3) }),
  },
  {
    n: 9,
    type: 'INSTRUCTION',
    name: 'Turn off fryers and grills, close the gas valve',
    description: '',
    category: 'OTHER',
    importance: 'NORMAL',
    properties: {},
    answer: acknowledged,
  },
  {
    n: 10,
    type: 'SINGLE_CHOICE',
    name: 'Bins emptied and lids closed?',
    description: '',
    category: 'GARBAGE_COLLECTION_AND_DISPOSAL',
    importance: 'NORMAL',
    properties: { options: yes },
    answer: choice([0], [1]),
  },
  {
    n: 11,
    type: 'INSTRUCTION',
    name: 'Descale the dishwasher',
    description: 'Use the descaler from the chemical store, full cycle, then rinse.',
    category: 'CLEANING_SANITIZING',
    importance: 'NORMAL',
    properties: {},
    answer: acknowledged,
  },
  {
    n: 12,
    type: 'SINGLE_CHOICE',
    name: 'Extraction hood filters',
    description: '',
    category: 'CLEANING_SANITIZING',
    importance: 'MORE',
    properties: {
      options: [
        { name: 'Cleaned', triggersFixIt: false },
        { name: 'Replaced', triggersFixIt: false },
        { name: 'Not done', triggersFixIt: true },
      ],
    },
    answer: (fail, random) => ({ kind: 'CHOICE', optionIndexes: fail ? [2] : [random() > 0.8 ? 1 : 0] }),
  },
  {
    n: 13,
    type: 'TEMPERATURE',
    name: 'Dishwasher final rinse temperature',
    description: '',
    category: 'CLEANING_SANITIZING',
    importance: 'NORMAL',
    properties: { safeZones: [{ direction: 'ABOVE', thresholdCelsius: 82 }] },
    answer: temperature([82.5, 88], [74, 80]),
  },
];

export type SeedPart = { section: string; description?: string } | { action: number };

export interface SeedQuest {
  id: string;
  name: string;
  description: string;
  schedule: Omit<ScheduleSpec, 'startDate'>;
  parts: SeedPart[];
}

export const QUESTS: SeedQuest[] = [
  {
    id: DEMO_QUEST_IDS.opening,
    name: 'Opening checklist',
    description: 'Before the first delivery: hygiene, cold holding and a clean kitchen.',
    schedule: { repeat: 'DAILY', interval: 1, weekDays: [], allDay: false, startTimes: ['07:00'], durationMin: 120 },
    parts: [
      { section: 'Arrival' },
      { action: 1 },
      { section: 'Cold holding', description: 'Log the reading you see, not the display.' },
      { action: 2 },
      { action: 3 },
      { section: 'Kitchen' },
      { action: 4 },
      { action: 5 },
    ],
  },
  {
    id: DEMO_QUEST_IDS.closing,
    name: 'Closing checklist',
    description: 'After the last service, before locking up.',
    schedule: { repeat: 'DAILY', interval: 1, weekDays: [], allDay: false, startTimes: ['21:30'], durationMin: 120 },
    parts: [{ action: 6 }, { action: 7 }, { action: 8 }, { section: 'Shut down' }, { action: 9 }, { action: 10 }],
  },
  {
    id: DEMO_QUEST_IDS.deepClean,
    name: 'Weekly deep clean',
    description: 'Monday, any time of the day.',
    schedule: { repeat: 'WEEKLY', interval: 1, weekDays: ['MO'], allDay: true, startTimes: [], durationMin: 1440 },
    parts: [{ action: 11 }, { action: 12 }, { action: 13 }],
  },
];
