// The V8 settings the server runs with: `npm start` passes them to the server, and the benchmarks to
// the process that hosts it, so that what is measured is what runs.
//
// --max-semi-space-size=64 (MB; Node 20's default is 16): ingest holds each message's objects until its
// batch commits, a few tens of milliseconds, which outlives a small young generation's scavenge
// interval under load. They were then copied and promoted to the old generation, only to die there: in
// the MQTT benchmark, garbage collection took 14 % of the event loop at the default size and 4 % at 64,
// and the Node CPU per message fell by about a sixth. The cost is memory: up to about 200 MB more
// for the young generation, which V8 grows toward this size only under such allocation rates.
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=64'];

/** `env` with SERVER_NODE_OPTIONS added to its NODE_OPTIONS (an operator's own options come first). */
export function withServerNodeOptions(env) {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, ...SERVER_NODE_OPTIONS].filter(Boolean).join(' ') };
}
