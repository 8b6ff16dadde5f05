import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Pool } from '../db/database.js';
import { replicaDetailOf } from '../db/read-replica.js';

export interface ReadinessProbe {
  name: string;
  check(): Promise<boolean>;
}

/** A readiness check that has not answered by then counts as failed (a database behind a dead link hangs). */
const CHECK_DEADLINE_MS = 2_000;

/** What `check` answers within CHECK_DEADLINE_MS; false when it fails or is late. */
function withinDeadline(check: Promise<boolean>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_DEADLINE_MS);
    check.then(
      (ok) => {
        clearTimeout(timer);
        resolve(ok);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

/**
 * Liveness (no I/O), readiness (database and broker answer, each within 2 s; a draining server answers
 * 503 before reaching it) and Prometheus metrics.
 */
export function registerOpsRoutes(
  app: FastifyInstance,
  pool: Pool,
  probes: ReadinessProbe[],
  featureMetrics: client.Registry[] = [],
  metricsToken?: string,
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
    checks.database = await withinDeadline(pool.query('SELECT 1').then(() => true));
    for (const probe of probes) checks[probe.name] = await withinDeadline(probe.check());
    const ready = Object.values(checks).every(Boolean);
    // A detail, not a check: a lagging or lost replica's reads go to the primary (db/read-replica.ts).
    const replica = replicaDetailOf(pool);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks, ...(replica ? { replica } : {}) });
  });

  // Metrics tell an outsider the traffic, routes and error rates: only a scraper holding METRICS_TOKEN
  // reads them, and without a token configured the route does not exist (answered like any unknown path).
  if (metricsToken) {
    const expected = createHash('sha256').update(metricsToken).digest();
    app.get('/metrics', async (req, reply) => {
      const presented = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      // Compared as digests, in constant time, so neither length nor prefix leaks through timing.
      if (!timingSafeEqual(createHash('sha256').update(presented).digest(), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  }
}
