import type { ActionCategory } from '@ks/domain';

/** Harbor's demo trainings: their questions (correct options marked) and who did what. */

const trainingId = (n: number) => `00000000-0000-4000-8000-0000c7a1${String(n).padStart(4, '0')}`;
export const demoActionId = (n: number) => `00000000-0000-4000-8000-0000c7ac${String(n).padStart(4, '0')}`;
export const demoPartId = (n: number) => `00000000-0000-4000-8000-0000c7a9${String(n).padStart(4, '0')}`;
export const demoCertificateId = (n: number) => `00000000-0000-4000-8000-0000c7ce${String(n).padStart(4, '0')}`;
export const demoAttemptId = (n: number) => `00000000-0000-4000-8000-0000c7a7${String(n).padStart(4, '0')}`;

export const DEMO_TRAINING_IDS = { foodSafety: trainingId(1), allergens: trainingId(2) } as const;

export interface SeedQuestion {
  kind: 'QUESTION';
  name: string;
  options: Array<{ name: string; correct: boolean }>;
}
export interface SeedInstruction {
  kind: 'INSTRUCTION';
  name: string;
  description: string;
}

export interface SeedTraining {
  n: number;
  id: string;
  name: string;
  description: string;
  category: ActionCategory;
  certificateName: string;
  locations: Array<'harborDowntown' | 'harborBayside' | 'harborLisbon'>;
  assigned: string[];
  parts: Array<SeedQuestion | SeedInstruction>;
  /** Submitted attempts: who, how many days ago, and which questions they got right (by question order). */
  attempts: Array<{ email: string; daysAgo: number; correct: boolean[] }>;
}

let questionCount = 0;
/** A single-choice question; the correct option moves from question to question, as in a real quiz. */
const q = (name: string, correct: string, ...wrong: string[]): SeedQuestion => {
  const options = [{ name: correct, correct: true }, ...wrong.map((option) => ({ name: option, correct: false }))];
  const shift = questionCount++ % options.length;
  return { kind: 'QUESTION', name, options: [...options.slice(shift), ...options.slice(0, shift)] };
};

export const DEMO_TRAININGS: SeedTraining[] = [
  {
    n: 1,
    id: DEMO_TRAINING_IDS.foodSafety,
    name: 'Food Safety Basics',
    description: 'Hand washing, the danger zone and safe storage: what every member of the kitchen team must know.',
    category: 'FOOD_HANDLING',
    certificateName: 'Food Safety Basics',
    locations: ['harborDowntown', 'harborBayside', 'harborLisbon'],
    assigned: ['cook@harbor.example', 'porter@harbor.example', 'lm@harbor.example', 'manager@harbor.example'],
    parts: [
      {
        kind: 'INSTRUCTION',
        name: 'Read the food safety basics',
        description: 'Wash hands for 20 seconds before handling food. Keep cold food at 5 °C or below and hot food at 57 °C or above.',
      },
      q('How long should you wash your hands?', 'At least 20 seconds', '5 seconds', 'Rinsing is enough'),
      q('What is the temperature danger zone?', 'Between 5 °C and 57 °C', 'Below 0 °C', 'Above 75 °C'),
      q('Where does raw meat go in the fridge?', 'On the bottom shelf', 'On the top shelf', 'Next to the salads'),
      q('How long may cooked rice stay at room temperature?', 'No more than 2 hours', 'All day', 'Until the next service'),
    ],
    attempts: [
      // lm: certified two months ago (valid for ten more months).
      { email: 'lm@harbor.example', daysAgo: 60, correct: [true, true, true, true] },
      // porter: failed ten days ago (1 of 4 = 25 %).
      { email: 'porter@harbor.example', daysAgo: 10, correct: [true, false, false, false] },
      // manager: passed fourteen months ago, so the 12-month certificate has expired.
      { email: 'manager@harbor.example', daysAgo: 425, correct: [true, true, true, false] },
    ],
  },
  {
    n: 2,
    id: DEMO_TRAINING_IDS.allergens,
    name: 'Allergen Awareness',
    description: 'The 14 allergens, the allergen matrix and what to do when a guest asks or reacts.',
    category: 'FOOD_HANDLING',
    certificateName: 'Allergen Awareness',
    locations: ['harborDowntown', 'harborBayside'],
    assigned: ['cook@harbor.example', 'porter@harbor.example', 'lm@harbor.example'],
    parts: [
      {
        kind: 'INSTRUCTION',
        name: 'Read the allergen guide',
        description: 'Every dish has its allergens in the allergen matrix. When in doubt, ask the chef; never guess.',
      },
      q(
        'A guest asks whether a dish contains nuts. What do you do?',
        'Tell the guest and check the allergen matrix',
        'Guess from the menu description',
        'Say it is probably fine',
      ),
      q('How many major allergens must be declared?', '14', '8', '20'),
      q(
        'How do you prepare an allergen-free order?',
        'Clean surfaces and use separate utensils',
        'Pick the allergen out of the finished dish',
        'Wipe the same board with a cloth',
      ),
      q(
        'Where do you record the allergens of a new dish?',
        'In the allergen matrix before it is served',
        'Nowhere, the chef remembers',
        'On the back of the order ticket',
      ),
      q(
        'A guest shows signs of an allergic reaction. What do you do?',
        'Call emergency services and alert the manager',
        'Give them water and wait',
        'Ask them to leave',
      ),
    ],
    attempts: [],
  },
];
