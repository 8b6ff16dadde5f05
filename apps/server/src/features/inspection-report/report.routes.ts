import { hasAtLeast, type Language } from '@ks/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, refuseRequest, tenantOfRequest } from '../../auth/request-tenant.js';
import { withSystemTx, withTenantTx, type Db, type Pool } from '../../db/database.js';
import { readPoolOf } from '../../db/read-replica.js';
import { tenantLocation } from '../cooling/tenant-location.service.js';
import { loadReportData, type ReportData } from './report-data.js';
import { renderReportPdf } from './report-pdf.js';
import { fileSlug, pdfDisposition } from '../../pdf/pdf-layout.js';
import { openShareLink, reportPeriod } from './share-links.service.js';

export interface ReportRouteServices {
  pool: Pool;
  jwtSecret: string;
}

const refuse = refuseRequest;

const parseDate = (value: unknown): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `inspection-report-harbor-kitchen-2026-08-26-2026-11-24.pdf`, and the same name in UTF-8 (RFC 6266). */
function attachmentName(data: ReportData, type: 'inline' | 'attachment'): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return pdfDisposition(type, `inspection-report-${fileSlug(data.location.name)}-${day(data.scope.from)}-${day(data.scope.to)}.pdf`);
}

function sendPdf(reply: FastifyReply, data: ReportData, language: Language, type: 'inline' | 'attachment') {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentName(data, type))
    .header('cache-control', 'no-store')
    .send(renderReportPdf(data, language));
}

/**
 * The inspection report over HTTP (issue 19): a Manager or Location Manager downloads a location's PDF
 * with their bearer token (the web fetches it and saves the file); an inspector opens a share link with
 * no account (`/reports/shared/:token`: what the link shows, and its PDF), each opening logged. A link that
 * is unknown, expired or revoked answers 404, the same for each.
 */
export function registerReportRoutes(app: FastifyInstance, services: ReportRouteServices): void {
  app.get('/reports/inspection', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req: FastifyRequest, reply) => {
    const query = req.query as Record<string, unknown>;
    const viewer = await tenantOfRequest(services.pool, services.jwtSecret, req);
    if ('status' in viewer) return refuse(reply, viewer.status, viewer.code, viewer.error);
    if (!hasAtLeast(viewer.level, 'LOCATION_MANAGER')) return refuse(reply, 403, 'FORBIDDEN', 'Not authorized');
    const now = new Date();
    let period: { from: Date; to: Date };
    try {
      period = reportPeriod(parseDate(query.from), parseDate(query.to), now);
    } catch (error) {
      return refuse(reply, 400, 'VALIDATION', error instanceof Error ? error.message : 'Invalid period');
    }
    const tenant = { clientId: viewer.clientId, userId: viewer.userId, accessLevel: viewer.level };
    // A report reads history: the read replica's while it serves (db/read-replica.ts).
    const data = await withTenantTx(readPoolOf(services.pool), { userId: viewer.userId, clientId: viewer.clientId }, async (db: Db) => {
      const location = await tenantLocation({ db, tenant, id: String(query.locationId ?? '') });
      return location ? loadReportData(db, { clientId: viewer.clientId, locationId: location.id, ...period, now }) : null;
    });
    if (!data) return refuse(reply, 404, 'NOT_FOUND', 'Location not found');
    return sendPdf(reply, data, languageOf(query.lang, viewer.language), 'attachment');
  });

  const opening = (req: FastifyRequest, what: 'PAGE' | 'PDF') => ({
    what,
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
  });
  const shared = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.get('/reports/shared/:token', shared, async (req, reply) => {
    const { token } = req.params as { token: string };
    const link = await openShareLink({ pool: services.pool, token, opening: opening(req, 'PAGE') });
    if (!link) return refuse(reply, 404, 'NOT_FOUND', 'This link has expired or was revoked');
    const names = await withSystemTx(
      services.pool,
      async (db) =>
        (
          await db.execute<{ locationName: string; companyName: string }>(sql`
          SELECT l.name AS "locationName", c.company_name AS "companyName" FROM locations l JOIN clients c ON c.id = l.client_id
          WHERE l.id = ${link.locationId} AND l.client_id = ${link.clientId}`)
        ).rows[0],
    );
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send({ ...names, from: link.periodStart, to: link.periodEnd, expiresAt: link.expiresAt });
  });

  app.get('/reports/shared/:token/pdf', shared, async (req, reply) => {
    const { token } = req.params as { token: string };
    const link = await openShareLink({ pool: services.pool, token, opening: opening(req, 'PDF') });
    if (!link) return refuse(reply, 404, 'NOT_FOUND', 'This link has expired or was revoked');
    const data = await withSystemTx(readPoolOf(services.pool), (db) =>
      loadReportData(db, {
        clientId: link.clientId,
        locationId: link.locationId,
        from: link.periodStart,
        to: link.periodEnd,
        now: new Date(),
      }),
    );
    if (!data) return refuse(reply, 404, 'NOT_FOUND', 'This link has expired or was revoked');
    reply.header('x-robots-tag', 'noindex');
    return sendPdf(reply, data, languageOf((req.query as Record<string, unknown>).lang, 'en'), 'inline');
  });
}
