import {
  CHAIN_RULE_CODES,
  chainProblems,
  problemPath,
  type AccessLevel,
  type ApiErrorCode,
  type ChainProblem,
  type ChainRule,
  type ChainStepShape,
} from '@ks/domain';

export const REACH_CHANNELS = ['PUSH', 'EMAIL', 'SMS'] as const;
export type ReachChannel = (typeof REACH_CHANNELS)[number];

/** Who a NOTIFY step reaches; the sets add up (a person named twice hears once). */
export interface NotifyTargets {
  /** Named people (members of the client). */
  userIds: string[];
  /** Everyone of these access levels assigned to the location. */
  accessLevels: AccessLevel[];
  /** Whoever is on shift in the location's weekly rota when the step runs. */
  onShift: boolean;
  /** Every manager of the client, assigned to the location or not. */
  everyManager: boolean;
}

export type ChainStep = { kind: 'WAIT'; minutes: number } | { kind: 'NOTIFY'; targets: NotifyTargets; channels: ReachChannel[] };

export interface Chain {
  steps: ChainStep[];
  /** Minutes an acknowledged alert may stay out of range before it re-enters the chain. */
  ackTimeoutMin: number;
}

export const CHAIN_MESSAGES: Record<ChainRule, string> = {
  needsNotify: 'A chain needs at least one NOTIFY step',
  waitRange: 'Waits are 1 to 240 minutes',
  notifyNobody: 'A NOTIFY step needs someone to notify',
  notifyChannels: 'A NOTIFY step needs at least one channel',
  ackTimeoutRange: 'The acknowledgement timeout is 5 to 240 minutes',
  tooManySteps: 'A chain has at most 20 steps',
};

export const DEFAULT_ACK_TIMEOUT_MIN = 30;

const NOBODY: NotifyTargets = { userIds: [], accessLevels: [], onShift: false, everyManager: false };

/**
 * PRODUCT.md's default chain. E-mail is not among its channels because the alert e-mails of
 * features/alerts (to the location's managers at DETECTED, to every manager after 30 min) are the default
 * chain's e-mail, unchanged (docs/decisions/0160); a saved chain sends its own e-mails instead.
 */
export const DEFAULT_CHAIN: Chain = {
  ackTimeoutMin: DEFAULT_ACK_TIMEOUT_MIN,
  steps: [
    { kind: 'NOTIFY', targets: { ...NOBODY, onShift: true, accessLevels: ['LOCATION_MANAGER'] }, channels: ['PUSH'] },
    { kind: 'WAIT', minutes: 15 },
    { kind: 'NOTIFY', targets: { ...NOBODY, accessLevels: ['LOCATION_MANAGER', 'MANAGER'] }, channels: ['PUSH', 'SMS'] },
    { kind: 'WAIT', minutes: 15 },
    { kind: 'NOTIFY', targets: { ...NOBODY, everyManager: true }, channels: ['PUSH'] },
  ],
};

/** A chain step as the shared rules see it (packages/domain reach-rules.ts). */
function shapeOf(step: ChainStep): ChainStepShape {
  if (step.kind === 'WAIT') return { kind: 'WAIT', minutes: step.minutes };
  return { kind: 'NOTIFY', ...step.targets, channels: step.channels };
}

/** The English words of a problem, naming its step: "Step 2: Waits are 1 to 240 minutes". */
export function chainProblemMessage(problem: ChainProblem): string {
  const text = CHAIN_MESSAGES[problem.rule];
  return problem.step === null ? text : `Step ${problem.step + 1}: ${text}`;
}

/**
 * The first problem of a chain as its editor would say it, with the field path, the code and the step
 * number (from 1) a screen words it by; null when it can be saved.
 */
export function chainProblem(chain: Chain): { message: string; field: string; code: ApiErrorCode; n?: number } | null {
  const [problem] = chainProblems(chain.steps.map(shapeOf), chain.ackTimeoutMin);
  if (!problem) return null;
  const refusal = { message: chainProblemMessage(problem), field: problemPath(problem), code: CHAIN_RULE_CODES[problem.rule] };
  return problem.step === null ? refusal : { ...refusal, n: problem.step + 1 };
}
