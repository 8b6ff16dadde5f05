import { graphql } from '../../../gql';

export const FixitsDocument = graphql(`
  query Fixits($locationId: ID, $status: FixitStatus, $mine: Boolean, $page: Int, $first: Int) {
    fixits(locationId: $locationId, status: $status, mine: $mine, page: $page, first: $first) {
      totalCount
      page
      first
      items {
        ...FixitFields
      }
    }
  }
`);

export const FixitFieldsFragment = graphql(`
  fragment FixitFields on Fixit {
    id
    status
    notDone
    correctiveAction {
      id
      fate
    }
    createdAt
    resolvedAt
    comment
    location {
      ...LocationZoneFields
    }
    quest {
      id
      name
    }
    action {
      id
      name
      type
    }
    answer {
      id
      temperatureCelsius
      chosenOptions
      acknowledged
      files {
        id
        name
        url
        thumbnail
      }
    }
    submission {
      id
      score
    }
    submitter {
      ...PersonFields
    }
    resolver {
      ...PersonFields
    }
    owner {
      ...PersonFields
    }
    dueOn
    overdue
    viewerCanAssign
    origin
    appliance {
      id
      name
      locationId
      areaId
    }
    healthFinding {
      kind
      status
      text
    }
  }
`);

export const ResolveFixitDocument = graphql(`
  mutation ResolveFixit($id: ID!, $comment: String!) {
    resolveFixit(id: $id, comment: $comment) {
      ...FixitFields
    }
  }
`);

/** Who a fix-it may be given to (the owner select; Managers and Location Managers). */
export const FixitOwnerCandidatesDocument = graphql(`
  query FixitOwnerCandidates($fixitId: ID!) {
    fixitOwnerCandidates(fixitId: $fixitId) {
      ...PersonFields
    }
  }
`);

export const AssignFixitDocument = graphql(`
  mutation AssignFixit($input: AssignFixitInput!) {
    assignFixit(input: $input) {
      ...FixitFields
    }
  }
`);
