import { INGEST_BATCH_LIMIT } from '@ks/domain';
import type { IngestPrincipal } from './ingest-credentials.js';
import type { IngestEntry } from './ingest-types.js';
import { parseGatewayReadingsTopic, parseReadingsTopic, type IngestTarget } from './mqtt-topics.js';

/**
 * The readings of one MQTT message: on a device topic one JSON reading or an array of them, on a gateway
 * topic an array of readings of many sensors, each with its `hwid` (at most 1,000 either way). A longer
 * array is refused whole (no entry; `onRefused` hears why, to log it), as HTTP refuses it with 413: cutting
 * it to 1,000 dropped the rest silently (issue 35 item 5).
 */
export function entriesOfMessage(topic: string, payload: Buffer | string, onRefused?: (reason: string) => void): IngestEntry[] {
  const principal = principalOfTopic(topic);
  return principal ? entriesOfPrincipal(principal, payload, onRefused) : [];
}

/** Why an over-long array is refused (logged with its topic). */
export const oversizedMessageReason = (count: number) =>
  `MQTT: refused a message of ${count} readings whole (at most ${INGEST_BATCH_LIMIT} per message); nothing of it is stored`;

type TopicPrincipal = Extract<IngestPrincipal, { kind: 'topic' | 'gatewayTopic' }>;

/** Topics seen lately and their principal (null: not a readings topic); cleared when full. */
const principalsOfTopics = new Map<string, TopicPrincipal | null>();
const TOPIC_CACHE_MAX = 50_000;

/**
 * The principal a topic names, parsed once per topic rather than once per message: a fleet publishes on
 * the same topics again and again, and the topic expressions were a few per cent of the subscriber's
 * CPU per single-reading message. The principal is shared by those messages' entries (ingest only reads it).
 */
function principalOfTopic(topic: string): TopicPrincipal | null {
  const known = principalsOfTopics.get(topic);
  if (known !== undefined) return known;
  const target = parseReadingsTopic(topic) ?? parseGatewayReadingsTopic(topic);
  const principal = target ? principalOf(target) : null;
  if (principalsOfTopics.size >= TOPIC_CACHE_MAX) principalsOfTopics.clear();
  principalsOfTopics.set(topic, principal);
  return principal;
}

function principalOf(target: IngestTarget): TopicPrincipal {
  return 'gatewayId' in target
    ? { kind: 'gatewayTopic', clientId: target.clientId, gatewayId: target.gatewayId }
    : { kind: 'topic', clientId: target.clientId, hwid: target.hwid };
}

/** entriesOfMessage for a topic already parsed (the embedded broker's guard has, to authorize it). */
export function entriesOfTarget(target: IngestTarget, payload: Buffer | string, onRefused?: (reason: string) => void): IngestEntry[] {
  return entriesOfPrincipal(principalOf(target), payload, onRefused);
}

function entriesOfPrincipal(principal: TopicPrincipal, payload: Buffer | string, onRefused?: (reason: string) => void): IngestEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch {
    parsed = 'not JSON';
  }
  if (Array.isArray(parsed) && parsed.length > INGEST_BATCH_LIMIT) {
    onRefused?.(oversizedMessageReason(parsed.length));
    return [];
  }
  const readings = Array.isArray(parsed) ? parsed : [parsed];
  return readings.map((raw) => ({ principal, raw }));
}

/** A small stable hash, so each topic (sensor) keeps its lane and its readings stay in order. */
export function laneOf(topic: string, lanes: number): number {
  if (lanes === 1) return 0; // the default (one lane): no hash of every message's topic
  let hash = 0;
  for (let i = 0; i < topic.length; i += 1) hash = (hash * 31 + topic.charCodeAt(i)) | 0;
  return Math.abs(hash) % lanes;
}
