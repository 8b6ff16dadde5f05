import { InMemoryCache, type TypePolicies } from '@apollo/client/cache';

/** Root query fields holding paginated lists: never persisted. */
export const PAGINATED_ROOT_FIELDS = ['libraryActions', 'applianceAlerts', 'fixits'] as const;

/**
 * API types without an `id`: values that belong to the object holding them (a location's plan usage, an
 * appliance's safe zone, a page of results). Merging them into the previous value instead of replacing it
 * keeps fields another query selected, and stops Apollo's "Cache data may be lost when replacing…"
 * warnings (issue 17). Mutation payloads are not listed: nothing keeps them.
 */
export const VALUE_TYPES = [
  'ActionPage',
  'AppliancePlacement',
  'ApplianceReading',
  'AssignedTraining',
  'AttachmentPage',
  'DiaryEntryPage',
  'FixitPage',
  'LocationComplianceDay',
  'LocationFixitCounts',
  'LocationQuestCounts',
  'LocationSensorAttention',
  'LocationSummary',
  'LocationTodayChecklists',
  'LocationViewerCan',
  'NotificationChannel',
  'PlanUsage',
  'QuestPermissions',
  'QuestSubmissionPage',
  'SafeZone',
  'SensorGraph',
  'SensorLatestData',
  'TempAlertPage',
  'TempAlertStatus',
  'TemperatureOverview',
  'TrainingPermissions',
  'TrainingSubmissionPage',
  'UserActivity',
  'UserPermissions',
] as const;

/** The normalised cache shared by the app. */
export function createCache(): InMemoryCache {
  const typePolicies: TypePolicies = {
    Query: {
      fields: {
        me: { merge: true },
      },
    },
  };
  for (const type of VALUE_TYPES) typePolicies[type] = { merge: true };
  return new InMemoryCache({ typePolicies });
}
