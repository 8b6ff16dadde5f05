import type { IngestEntry } from './ingest.service.js';
import { parseReadingsTopic, type ReadingsTarget } from './mqtt-topics.js';

/** The readings of one MQTT message on a device topic: one JSON reading or an array of them (at most 1,000). */
export function entriesOfMessage(topic: string, payload: Buffer | string): IngestEntry[] {
  const target = parseReadingsTopic(topic);
  return target ? entriesOfTarget(target, payload) : [];
}

/** entriesOfMessage for a topic already parsed (the embedded broker's guard has, to authorize it). */
export function entriesOfTarget(target: ReadingsTarget, payload: Buffer | string): IngestEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'));
  } catch {
    parsed = 'not JSON';
  }
  const readings = Array.isArray(parsed) ? parsed.slice(0, 1000) : [parsed];
  return readings.map((raw) => ({ principal: { kind: 'topic' as const, clientId: target.clientId, hwid: target.hwid }, raw }));
}

/** SQLSTATE classes 22 (data exception) and 23 (integrity): the same message would fail again. */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/** A small stable hash, so each topic (sensor) keeps its lane and its readings stay in order. */
export function laneOf(topic: string, lanes: number): number {
  let hash = 0;
  for (let i = 0; i < topic.length; i += 1) hash = (hash * 31 + topic.charCodeAt(i)) | 0;
  return Math.abs(hash) % lanes;
}
