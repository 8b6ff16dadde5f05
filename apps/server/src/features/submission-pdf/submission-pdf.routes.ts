import { TEMPERATURE_UNITS, type TemperatureUnit } from '@ks/domain';
import type { FastifyInstance } from 'fastify';
import { languageOf, refuseRequest, tenantOfRequest } from '../../auth/request-tenant.js';
import type { Pool } from '../../db/database.js';
import { fileSlug, pdfDisposition } from '../../pdf/pdf-layout.js';
import { withScope } from '../../scope/unit-of-work.js';
import type { Storage } from '../../storage/storage.js';
import { loadSubmissionPdfData } from './submission-pdf-data.js';
import { renderSubmissionPdf } from './submission-pdf.js';

export interface SubmissionPdfRouteServices {
  pool: Pool;
  jwtSecret: string;
  storage: Storage;
}

const unitOf = (value: unknown): TemperatureUnit | null => TEMPERATURE_UNITS.find((unit) => unit === value) ?? null;

/**
 * `GET /reports/submissions/:id/pdf` (issue 41): one checklist submission as a PDF, for whoever may open it
 * in the app — the same rule as `questSubmissionDetails` (their visible locations; a Basic User only their
 * own). Anything else (another client's id, a location they do not see, a missing id) answers 404 alike.
 * `lang` and `unit` are what the viewer's screen shows; without them, the viewer's settings.
 */
export function registerSubmissionPdfRoutes(app: FastifyInstance, services: SubmissionPdfRouteServices): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/reports/submissions/:id/pdf',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const viewer = await tenantOfRequest(services.pool, services.jwtSecret, req);
      if ('status' in viewer) return refuseRequest(reply, viewer.status, viewer.code, viewer.error);
      const data = await withScope(services.pool, req.log, viewer, (scope) =>
        loadSubmissionPdfData({ scope, storage: services.storage, id: req.params.id, unit: unitOf(req.query.unit), now: new Date() }),
      );
      if (!data) return refuseRequest(reply, 404, 'NOT_FOUND', 'Submission not found');
      const day = (data.submission.submittedAt ?? data.submission.startedAt).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', pdfDisposition('attachment', `checklist-${fileSlug(data.questName)}-${day}.pdf`))
        .header('cache-control', 'no-store')
        .send(renderSubmissionPdf(data, languageOf(req.query.lang, viewer.language)));
    },
  );
}
