import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Pool } from '../db/database.js';

export interface ReadinessProbe {
  name: string;
  check(): Promise<boolean>;
}

/** Liveness (no I/O), readiness (database and broker answer) and Prometheus metrics. */
export function registerOpsRoutes(
  app: FastifyInstance,
  pool: Pool,
  probes: ReadinessProbe[],
  featureMetrics: client.Registry[] = [],
): void {
  const own = new client.Registry();
  client.collectDefaultMetrics({ register: own });
  const requests = new client.Counter({
    name: 'ks_http_requests_total',
    help: 'HTTP requests by route and status code',
    labelNames: ['route', 'status'] as const,
    registers: [own],
  });
  // Features keep their metrics in registries of their own (ingest counts readings); /metrics shows them all.
  // merge() copies the metrics registered so far, so it comes after the last of ours.
  const registry = client.Registry.merge([own, ...featureMetrics]);
  app.addHook('onResponse', async (req, reply) => {
    requests.inc({ route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const checks: Record<string, boolean> = {};
    checks.database = await pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
    for (const probe of probes) checks[probe.name] = await probe.check().catch(() => false);
    const ready = Object.values(checks).every(Boolean);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (_req, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
