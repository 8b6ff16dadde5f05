import type { PGlite } from '@electric-sql/pglite';

interface Job {
  connection: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

// The messages after which a connection's exchange is complete: Sync (ends an extended-protocol exchange),
// Query (simple protocol), Terminate, and the startup message, which has no type byte (its length starts 0).
const SYNC = 0x53;
const ENDS_EXCHANGE = new Set([SYNC, 0x51, 0x58, 0x00]);
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

/**
 * Feeds the wire-protocol messages of many connections to one PGlite, which has one backend: one
 * connection's exchange at a time, whole. Between a Parse and its Sync (node-postgres sends Parse, Bind,
 * Describe, Execute, Sync for every parameterized query) another connection's message would run against
 * the same unnamed statement: a simple query in between drops it ("unnamed prepared statement does not
 * exist"), another Parse replaces it. A transaction block (BEGIN … COMMIT) is one connection's too.
 *
 * Why our own: @electric-sql/pglite-socket's queue (0.2.17) keeps a connection only while
 * `isInTransaction()`, which is false inside an extended-protocol exchange, and stops serving every
 * connection after one failed message. Its socket handler (message framing, SSL refusal) is used as is.
 */
export class ProtocolUnitQueue {
  readonly #db: PGlite;
  #jobs: Job[] = [];
  /** The connection whose exchange or transaction is open: only its messages run until it ends. */
  #owner: number | null = null;
  #running = false;

  constructor(db: PGlite) {
    this.#db = db;
  }

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#jobs.push({ connection, message, onData, resolve, reject });
      void this.#run();
    });
  }

  getQueueLength(): number {
    return this.#jobs.length;
  }

  /** A closed connection's waiting messages are refused. */
  clearQueueForHandler(connection: number): void {
    const [theirs, others] = [this.#jobs.filter((j) => j.connection === connection), this.#jobs.filter((j) => j.connection !== connection)];
    this.#jobs = others;
    for (const job of theirs) job.reject(new Error('connection closed'));
  }

  /** A connection closed mid-exchange or mid-transaction: its exchange is ended and its transaction rolled back. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.#owner !== connection) return;
    await this.#db.runExclusive(() => this.#db.execProtocolRaw(SYNC_MESSAGE));
    // Outside runExclusive: exec takes PGlite's query lock itself.
    if (this.#db.isInTransaction()) await this.#db.exec('ROLLBACK');
    this.#owner = null;
    void this.#run();
  }

  #next(): Job | undefined {
    const index = this.#owner === null ? 0 : this.#jobs.findIndex((job) => job.connection === this.#owner);
    return index === -1 ? undefined : this.#jobs.splice(index, 1)[0];
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (let job = this.#next(); job; job = this.#next()) {
        let bytes = 0;
        const onRawData = (data: Uint8Array) => {
          bytes += data.length;
          job!.onData(data);
        };
        try {
          await this.#db.runExclusive(() => this.#db.execProtocolRawStream(job!.message, { onRawData }));
          job.resolve(bytes);
        } catch (error) {
          job.reject(error);
        }
        const done = ENDS_EXCHANGE.has(job.message[0]!) && !this.#db.isInTransaction();
        this.#owner = done ? null : job.connection;
      }
    } finally {
      this.#running = false;
    }
  }
}
