import { graphql } from '../../../gql';

export const EscalationChainFieldsFragment = graphql(`
  fragment EscalationChainFields on EscalationChain {
    source
    locationId
    ackTimeoutMinutes
    updatedAt
    steps {
      kind
      minutes
      userIds
      accessLevels
      onShift
      everyManager
      channels
    }
  }
`);

export const RotaShiftFieldsFragment = graphql(`
  fragment RotaShiftFields on RotaShift {
    userId
    weekday
    startMinute
    endMinute
  }
`);

export const ChecklistRemindersFieldsFragment = graphql(`
  fragment ChecklistRemindersFields on ChecklistReminders {
    windows {
      activationId
      checklistName
      startsAt
      endsAt
      submitted
      notices {
        phase
        at
        sent
      }
    }
    recent {
      id
      phase
      checklistName
      time
      personName
      channel
      outcome
      reason
    }
  }
`);

/** Everything the location's "Reaching people" screen shows: its chain, its rota, who works there, its reminders. */
export const OnCallDocument = graphql(`
  query OnCall($locationId: ID!) {
    escalationChain(locationId: $locationId) {
      ...EscalationChainFields
    }
    rota(locationId: $locationId) {
      ...RotaShiftFields
    }
    users(locationId: $locationId) {
      id
      displayName
      accessLevel
    }
    checklistReminders(locationId: $locationId) {
      ...ChecklistRemindersFields
    }
  }
`);

export const SaveOnCallChainDocument = graphql(`
  mutation SaveOnCallChain($input: SaveEscalationChainInput!) {
    saveEscalationChain(input: $input) {
      ...EscalationChainFields
    }
  }
`);

export const SaveOnCallRotaDocument = graphql(`
  mutation SaveOnCallRota($locationId: ID!, $shifts: [RotaShiftInput!]!) {
    saveRota(locationId: $locationId, shifts: $shifts) {
      ...RotaShiftFields
    }
  }
`);

/** The company's default chain (used where a location has none) and everyone it may name: Managers and up. */
export const DefaultChainDocument = graphql(`
  query DefaultChain {
    escalationChain {
      ...EscalationChainFields
    }
    users {
      id
      displayName
    }
  }
`);
