/**
 * What changed, as the live screens hear it: ids only (a NOTIFY payload stays small; the rows it names are
 * read once per event on each instance and filtered per subscriber, features/live/live-event-subjects.ts).
 * The client the event belongs to is its channel, not part of it.
 */
export type LiveEvent =
  | { kind: 'ALERT'; locationId: string; applianceId: string; alertId: string }
  | { kind: 'FOOD'; locationId: string; applianceId: string }
  | { kind: 'READINGS'; locationId: string; applianceId: string }
  /** The appliance's records changed: a calibration check, an offset, a corrective action (its history). */
  | { kind: 'RECORDS'; locationId: string; applianceId: string }
  | { kind: 'FIXIT'; locationId: string; fixitId: string }
  | { kind: 'ACTIVATION'; locationId: string; activationId: string }
  /**
   * A person's access changed (deactivated, new password, level or locations, signed out everywhere): their
   * streams end. With `sessionId` only one session ended (logout): the streams opened in it end, the
   * person's other sessions keep theirs.
   */
  | { kind: 'ACCESS'; userId: string; sessionId?: string };

/** Events of one client (tenant): nobody else may ever hear them. */
export interface ClientEvents {
  clientId: string;
  events: LiveEvent[];
}

/** A subscriber's end of a bus: events of its client, and the end of the bus (the server stopping). */
export interface LiveListener {
  deliver(event: LiveEvent): void;
  end(): void;
}

/** Carries events from whoever committed them to every subscriber of the same client, on any instance. */
export interface LiveBus {
  /** Sends committed events; never throws (a live screen falls back to polling, the data is saved). */
  publish(batches: ClientEvents[]): Promise<void>;
  /** Resolves once the listener hears every event published from now on; the function stops listening. */
  listen(clientId: string, listener: LiveListener): Promise<() => void>;
  /** Ends every listener (their streams complete) and lets go of connections. */
  close(): Promise<void>;
}
