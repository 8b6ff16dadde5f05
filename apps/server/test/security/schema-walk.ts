import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Reads a schema the way an attacker with a valid account would: every root field that takes an id
 * (an ID argument, an ID field of an input object, a list of ids) and, for each, the operations that send
 * another tenant's ids — all of them at once, and each id position alone with the caller's own ids
 * elsewhere. Nothing here knows a field by name, so a new field is probed the day it is added.
 */

/** Kinds of ids the walker can fill, each with the words that point to it in argument and field names. */
export const ID_KIND_WORDS = {
  client: ['client'],
  location: ['location'],
  area: ['area'],
  appliance: ['appliance', 'equipment'],
  sensor: ['sensor'],
  alert: ['alert'],
  quest: ['quest'],
  part: ['part', 'section'],
  action: ['action'],
  activation: ['activation'],
  submission: ['submission'],
  fixit: ['fixit'],
  training: ['training'],
  attempt: ['attempt', 'trainingsubmission'],
  certificate: ['certificate', 'certification'],
  user: ['user', 'submittedby', 'member', 'person'],
  file: ['file', 'logo', 'photo', 'banner', 'attachments'],
  attachment: ['attachment', 'media'],
  gateway: ['gateway'],
  integration: ['integration'],
  diary: ['diary'],
  coolingLog: ['coolinglog', 'logid'],
  shareLink: ['sharelink'],
  correctiveAction: ['correctiveaction'],
  answer: ['answerid'],
} as const;

export type IdKind = keyof typeof ID_KIND_WORDS;
export const ID_KINDS = Object.keys(ID_KIND_WORDS) as IdKind[];

/** Ids by kind; the first id of a kind is the one used to fill positions that are not under attack. */
export type IdBook = Record<IdKind, string[]>;

/** One place in a field's arguments that holds an id (or a list of ids). */
export interface IdPosition {
  /** Argument name, then input field names: ['input', 'locationId']. */
  path: string[];
  list: boolean;
  required: boolean;
  /** Kinds the names point to; every kind when they point to none. */
  kinds: IdKind[];
}

export interface ProbeField {
  operation: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
  positions: IdPosition[];
}

/** One call of a probe: the document, its variables, and the foreign ids it sends. */
export interface ProbeCall {
  label: string;
  document: string;
  variables: Record<string, unknown>;
  sentForeignIds: string[];
}

const unwrap = (type: GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);

function isIdType(type: GraphQLInputType): { id: boolean; list: boolean } {
  const inner = unwrap(type);
  if (isListType(inner)) {
    const item = unwrap(inner.ofType as GraphQLInputType);
    return { id: isScalarType(item) && item.name === 'ID', list: true };
  }
  return { id: isScalarType(inner) && inner.name === 'ID', list: false };
}

/** Kinds named in a text (an argument, input field, input type or root field name). */
export function kindsNamedIn(text: string): IdKind[] {
  const lower = text.toLowerCase().replace(/[^a-z]/g, '');
  return ID_KINDS.filter((kind) => ID_KIND_WORDS[kind].some((word) => lower.includes(word)));
}

/**
 * Kinds an id position may hold: those its own name points to and those its owner (input type or root
 * field) points to, since `assignTraining(questId)` takes a training; a bare `id` only its owner's. When
 * the names point to nothing, every kind is tried.
 */
export function kindsOfPosition(name: string, owner: string): IdKind[] {
  const bare = /^ids?$/i.test(name);
  const kinds = new Set([...(bare ? [] : kindsNamedIn(name)), ...kindsNamedIn(owner)]);
  return kinds.size > 0 ? [...kinds] : [...ID_KINDS];
}

/** The id positions of one argument (recursing into input objects), named by their own name or, for a bare `id`, by their owner. */
function positionsOf(
  name: string,
  type: GraphQLInputType,
  path: string[],
  owner: string,
  required: boolean,
  seen: Set<string>,
): IdPosition[] {
  const idness = isIdType(type);
  if (idness.id) {
    return [{ path, list: idness.list, required, kinds: kindsOfPosition(name, owner) }];
  }
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inner = new Set(seen).add(named.name);
  return Object.values(named.getFields()).flatMap((field) =>
    positionsOf(field.name, field.type, [...path, field.name], named.name, required && isNonNullType(field.type), inner),
  );
}

/** Every root field with at least one id position, queries first, then mutations with the destructive ones last. */
export function idTakingFields(schema: GraphQLSchema): ProbeField[] {
  const found: ProbeField[] = [];
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const positions = field.args.flatMap((arg) =>
        positionsOf(arg.name, arg.type, [arg.name], field.name, isNonNullType(arg.type), new Set()),
      );
      if (positions.length > 0) found.push({ operation, name: field.name, field: field as GraphQLField<unknown, unknown>, positions });
    }
  }
  const destructive = (name: string) => /^(delete|remove|unassign|detach|unplace)/.test(name);
  return found.sort(
    (x, y) =>
      Number(x.operation === 'mutation') - Number(y.operation === 'mutation') || Number(destructive(x.name)) - Number(destructive(y.name)),
  );
}

/** Root queries that take no id at all (lists, `me`, the dashboard): one call each, judged for leaks too. */
export function queriesWithoutIds(schema: GraphQLSchema): ProbeField[] {
  const withIds = new Set(idTakingFields(schema).map((field) => field.name));
  return Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter((field) => !withIds.has(field.name))
    .map((field) => ({ operation: 'query' as const, name: field.name, field: field as GraphQLField<unknown, unknown>, positions: [] }));
}

// ---------------------------------------------------------------- argument values

let sequence = 0;

/** Int arguments whose rules a generic value breaks (foodTimeConstantMin is 5-240 minutes). */
const INTS_BY_NAME: Record<string, number> = { atindex: 0, first: 10, foodtimeconstantmin: 30 };

/** A plausible value for a scalar or enum, chosen by name so that validation lets the call reach its resolver. */
export function sampleValue(name: string, type: GraphQLNamedType): unknown {
  const lower = name.toLowerCase();
  if (isEnumType(type)) return type.getValues()[0]?.value;
  switch (type.name) {
    case 'Int':
      if (lower in INTS_BY_NAME) return INTS_BY_NAME[lower];
      if (lower.includes('min') && lower.includes('delay')) return 30;
      if (lower.includes('interval')) return 300;
      if (lower.includes('duration')) return 60;
      if (lower.includes('month') || lower.includes('mon')) return 12;
      if (lower.includes('index')) return 0;
      return 1;
    case 'Float':
      if (lower === 'x' || lower === 'y') return 0.5;
      if (lower === 'max') return 5;
      if (lower === 'min') return 0;
      return 3;
    case 'Boolean':
      return true;
    case 'DateTime': {
      const now = Date.now();
      if (/^(from|start|since)$/.test(lower)) return new Date(now - 2 * 3_600_000).toISOString();
      if (/^(until)$/.test(lower) || lower.includes('next')) return new Date(now + 30 * 60_000).toISOString();
      return new Date(now).toISOString();
    }
    case 'String':
      sequence += 1;
      if (lower.includes('email') || lower === 'username') return `probe-${sequence}-${Date.now()}@probe.example`;
      if (lower.includes('password')) return `Probe-passphrase-${sequence}-long-enough`;
      if (lower === 'timezone') return 'Europe/Paris';
      if (lower === 'country') return 'FR';
      if (lower.includes('phone')) return '+15550100';
      if (lower === 'hwid') return `PROBE-${sequence}-${Date.now()}`;
      return `probe ${sequence}`;
    default:
      return 'probe';
  }
}

/**
 * Optional arguments the walker leaves out: free-form JSON and schedules only add validation noise, and a
 * new sign-in e-mail needs the current password, which would refuse the call before its ids are read.
 */
const LEFT_OUT = new Set(['properties', 'rrule', 'email', 'currentPassword']);

/** Builds one argument's value; `pick` decides each id position (undefined leaves an optional one out). */
function valueFor(name: string, type: GraphQLInputType, path: string[], pick: (path: string[]) => unknown, seen: Set<string>): unknown {
  if (isIdType(type).id) return pick(path);
  const inner = unwrap(type);
  if (isListType(inner)) {
    const item = valueFor(name, inner.ofType as GraphQLInputType, path, pick, seen);
    return item === undefined ? undefined : [item];
  }
  if (isInputObjectType(inner)) {
    if (seen.has(inner.name)) return undefined;
    const next = new Set(seen).add(inner.name);
    const object: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (!isNonNullType(field.type) && LEFT_OUT.has(field.name)) continue;
      const value = valueFor(field.name, field.type, [...path, field.name], pick, next);
      if (value !== undefined) object[field.name] = value;
    }
    return object;
  }
  return sampleValue(name, inner as GraphQLNamedType);
}

/** The variables of one call. */
export function argumentsFor(field: GraphQLField<unknown, unknown>, pick: (path: string[]) => unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of field.args as readonly GraphQLArgument[]) {
    if (!isNonNullType(arg.type) && LEFT_OUT.has(arg.name)) continue;
    const value = valueFor(arg.name, arg.type, [arg.name], pick, new Set());
    if (value !== undefined) values[arg.name] = value;
  }
  return values;
}

// ---------------------------------------------------------------- selections

/** Scalars of a type and, `depth` levels down, of the objects it links to (fields needing arguments skipped). */
export function selectionFor(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isObjectType(named) || isInterfaceType(named)) {
    const parts: string[] = [];
    for (const field of Object.values(named.getFields())) {
      if (field.args.some((arg) => isNonNullType(arg.type))) continue;
      const fieldType = getNamedType(field.type);
      if (isScalarType(fieldType) || isEnumType(fieldType)) parts.push(field.name);
      else if (depth > 0) parts.push(`${field.name} ${selectionFor(field.type, depth - 1)}`);
    }
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (isUnionType(named)) {
    const members = named.getTypes().map((member) => `... on ${member.name} ${selectionFor(member, depth)}`);
    return `{ __typename ${members.join(' ')} }`;
  }
  return '';
}

/**
 * The deepest selection (up to 2 levels of linked objects) that stays well inside the server's token
 * limit (2,000) and cost limit: what a resolver answers for a foreign id shows in it, with what it links to.
 */
export function boundedSelectionFor(type: GraphQLOutputType, maxTokens = 700): string {
  for (let depth = 2; depth > 0; depth--) {
    const selection = selectionFor(type, depth);
    if (selection.split(/\s+/).length <= maxTokens) return selection;
  }
  return selectionFor(type, 0);
}

/**
 * A whole document for one root field, every argument passed as a variable; `selection` defaults to the
 * bounded one and `alsoInside` adds root fields after it (the role matrix appends one that always fails).
 */
export function documentFor(
  probe: Pick<ProbeField, 'operation' | 'name' | 'field'>,
  variables: Record<string, unknown>,
  { selection = boundedSelectionFor(probe.field.type), alsoInside = '' }: { selection?: string; alsoInside?: string } = {},
): string {
  const args = probe.field.args.filter((arg) => arg.name in variables);
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passing = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${probe.operation} Probe${definitions ? `(${definitions})` : ''} { ${probe.name}${passing ? `(${passing})` : ''} ${selection} ${alsoInside} }`;
}

// ---------------------------------------------------------------- calls

const samePath = (x: string[], y: string[]) => x.length === y.length && x.every((part, i) => part === y[i]);

/**
 * The calls that probe one field: every position at once with the other tenant's ids, then each position
 * alone — once per kind it may hold and per foreign id of that kind — with the caller's own ids in the
 * required positions around it. A list holds the caller's id and the foreign one, so a check of the
 * first element only is caught too.
 */
export function callsFor(probe: ProbeField, own: IdBook, foreign: IdBook): ProbeCall[] {
  const calls: ProbeCall[] = [];
  const seen = new Set<string>();
  const ownId = (position: IdPosition) => position.kinds.map((kind) => own[kind][0]).find(Boolean);
  const push = (label: string, pick: (path: string[]) => unknown, sent: string[]) => {
    const variables = argumentsFor(probe.field, pick);
    const key = JSON.stringify(variables);
    if (seen.has(key)) return;
    seen.add(key);
    calls.push({ label, document: documentFor(probe, variables), variables, sentForeignIds: sent });
  };

  const allForeign = new Map<IdPosition, string>();
  for (const position of probe.positions) {
    const id = position.kinds.map((kind) => foreign[kind][0]).find(Boolean);
    if (id) allForeign.set(position, id);
  }
  push(
    'every id foreign',
    (path) => {
      const position = probe.positions.find((p) => samePath(p.path, path));
      const id = position && allForeign.get(position);
      if (!position || !id) return undefined;
      return position.list ? [id] : id;
    },
    [...allForeign.values()],
  );

  for (const position of probe.positions) {
    for (const kind of position.kinds) {
      for (const foreignId of foreign[kind]) {
        push(
          `${position.path.join('.')} = foreign ${kind}`,
          (path) => {
            const at = probe.positions.find((p) => samePath(p.path, path));
            if (!at) return undefined;
            if (at === position) {
              const mine = ownId(at);
              return at.list ? (mine ? [mine, foreignId] : [foreignId]) : foreignId;
            }
            if (!at.required) return undefined;
            const mine = ownId(at);
            return at.list ? (mine ? [mine] : []) : mine;
          },
          [foreignId],
        );
      }
    }
  }
  return calls;
}

// ---------------------------------------------------------------- verdicts

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * What in a response belongs to the other tenant: any of its ids in the data (even the one sent: an
 * object answered for a foreign id is a read), any of its ids the caller did not send anywhere else
 * (errors included), and any of its marker strings.
 */
export function leaksIn(
  body: { data?: unknown; errors?: unknown },
  call: ProbeCall,
  foreignIds: ReadonlySet<string>,
  markers: string[],
): string[] {
  const found = new Set<string>();
  const data = JSON.stringify(body.data ?? null);
  for (const id of data.match(UUID) ?? []) if (foreignIds.has(id.toLowerCase())) found.add(`id ${id} in data`);
  const whole = JSON.stringify(body);
  for (const id of whole.match(UUID) ?? []) {
    if (foreignIds.has(id.toLowerCase()) && !call.sentForeignIds.includes(id.toLowerCase())) found.add(`id ${id}`);
  }
  for (const marker of markers) if (whole.includes(marker)) found.add(`marker "${marker}"`);
  return [...found];
}

export interface WalkFinding {
  field: string;
  call: string;
  problem: string;
}

export interface WalkReport {
  /** The id-taking fields. */
  fields: ProbeField[];
  /** The queries without ids, also called once each. */
  listQueries: ProbeField[];
  calls: number;
  /** Calls refused by input validation before any id was looked at (they prove less). */
  invalidInput: string[];
  findings: WalkFinding[];
  /** Calls per "field: first error code and message" (or "field: OK"), for reading what a walk saw. */
  outcomes: Record<string, number>;
}

/**
 * Sends every probe and judges it: a leak in the response, or a change in the other tenant's rows
 * (`snapshot` before and after each field) fails it. Queries without ids go first, called once each: a
 * list that forgets its tenant filter leaks without any id being sent.
 */
export async function walkCrossTenant(options: {
  schema: GraphQLSchema;
  execute: (
    document: string,
    variables: Record<string, unknown>,
  ) => Promise<{ data?: unknown; errors?: Array<{ extensions?: Record<string, unknown> }> }>;
  own: IdBook;
  foreign: IdBook;
  foreignIds: ReadonlySet<string>;
  markers: string[];
  snapshot: () => Promise<Record<string, string>>;
}): Promise<WalkReport> {
  const fields = idTakingFields(options.schema);
  const listQueries = queriesWithoutIds(options.schema);
  const report: WalkReport = { fields, listQueries, calls: 0, invalidInput: [], findings: [], outcomes: {} };
  // Each field's "after" is the next field's "before": one snapshot per field.
  let before = await options.snapshot();
  for (const probe of [...listQueries, ...fields]) {
    for (const call of callsFor(probe, options.own, options.foreign)) {
      report.calls += 1;
      const body = await options.execute(call.document, call.variables);
      for (const problem of leaksIn(body, call, options.foreignIds, options.markers)) {
        report.findings.push({ field: probe.name, call: call.label, problem: `read: ${problem}` });
      }
      if (body.errors?.some((error) => error.extensions?.code === 'BAD_USER_INPUT'))
        report.invalidInput.push(`${probe.name} (${call.label})`);
      const first = body.errors?.[0] as { message?: string; extensions?: Record<string, unknown> } | undefined;
      const code = first ? `${String(first.extensions?.code ?? 'ERROR')} ${first.message ?? ''}` : 'OK';
      report.outcomes[`${probe.name}: ${code}`] = (report.outcomes[`${probe.name}: ${code}`] ?? 0) + 1;
    }
    const after = await options.snapshot();
    for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[table] !== after[table]) report.findings.push({ field: probe.name, call: 'any', problem: `write: ${table} changed` });
    }
    before = after;
  }
  return report;
}
