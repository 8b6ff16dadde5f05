import { graphql } from '../../../gql';

/** A health finding as every screen shows it: the sentence comes from the server in the viewer's words. */
export const HealthFindingFactsFragment = graphql(`
  fragment HealthFindingFacts on HealthFinding {
    kind
    status
    since
    text
  }
`);

/** The equipment page's health panel: status, findings, the daily steady level and what was learned. */
export const ApplianceHealthDocument = graphql(`
  query ApplianceHealth($id: ID!) {
    appliance(id: $id) {
      id
      health {
        status
        computedAt
        findings {
          ...HealthFindingFacts
        }
        baseline {
          day
          baselineC
        }
        defrostPeriodMin
        defrostLengthMin
        doorOpeningsPerDay
        recoveryMin
      }
      viewerCanRaiseHealthFixit
      openHealthFixit {
        id
      }
    }
  }
`);

/** Opens a fix-it from the unit's worst current finding (decision 0370). */
export const RaiseHealthFixitDocument = graphql(`
  mutation RaiseHealthFixit($applianceId: ID!) {
    raiseHealthFixit(applianceId: $applianceId) {
      id
    }
  }
`);
