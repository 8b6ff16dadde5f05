// Files allowed a cyclomatic complexity above 15 (issue 40: "a complexity rule in ESLint at 15 for new
// code with the existing exceptions listed and shrinking"). Each entry is the file's ceiling today: ESLint
// holds the file to it (a function there may not grow past it), and complexity-exceptions.test.ts fails
// on an entry that is no longer needed, so the list only shrinks. Split the function, then delete the line.
export const COMPLEXITY_LIMIT = 15;

/** @type {Record<string, number>} file -> highest complexity allowed in it */
export const complexityExceptions = {
  'apps/server/src/auth/viewer.ts': 21,
  'apps/server/src/config.ts': 32,
  'apps/server/src/features/alerts/engine/food-recompute.ts': 18,
  'apps/server/src/features/alerts/temperature-overview.service.ts': 16,
  'apps/server/src/features/checklists/actions.service.ts': 21,
  'apps/server/src/features/checklists/quests.service.ts': 23,
  'apps/server/src/features/cooling/cooling-logs.service.ts': 16,
  'apps/server/src/features/cooling/cooling-logs.test.ts': 22,
  'apps/server/src/features/files/content-sniffer.ts': 22,
  'apps/server/src/features/inspection-report/report-pdf.ts': 19,
  'apps/server/src/features/trainings/trainings.service.ts': 17,
  'apps/server/src/features/users/user-admin.service.ts': 21,
  'apps/server/src/seed/quests-seed.ts': 26,
  'apps/server/src/server.ts': 19,
  'apps/server/test/security/role-matrix.test.ts': 18,
  'apps/server/test/security/schema-walk.ts': 30,
  'apps/server/test/sigv4-server.ts': 18,
  'apps/web/src/features/checklists/submissions/submissions-list.tsx': 16,
  'apps/web/src/features/haccp-records/corrective-action-form.tsx': 16,
  'apps/web/src/features/sensors/sensors.routes.tsx': 17,
  'apps/web/src/features/temperatures/equipment/equipment-details.route.tsx': 20,
  'apps/web/src/features/temperatures/equipment/equipment-form.tsx': 18,
  'apps/web/src/lib/i18n/lite/i18next-lite.ts': 17,
  'e2e/support/png.ts': 16,
  'packages/domain/src/quest-rules.ts': 18,
  'packages/domain/src/readings.ts': 17,
  'packages/domain/src/rrule-text.ts': 32,
  'packages/domain/src/schedule-spec.ts': 20,
  'packages/domain/src/user.ts': 37,
  'tools/simulator/sensor-curves.ts': 18,
};
