import { graphql } from '../../gql';

export const ActionFieldsFragment = graphql(`
  fragment ActionFields on Action {
    id
    type
    name
    description
    category
    importance
    properties
    inLibrary
    activeQuestCount
    updatedAt
    attachments {
      id
      name
      url
      thumbnail
      large
      type
      mimeType
    }
  }
`);

/**
 * The parts of a quest's or training's content, as every screen showing content selects them:
 * `parts { __typename ...SectionPartFields ...ActionPartFields }`. The fragments are on the concrete
 * types, not on the QuestPart union, because the client cache (no possibleTypes) matches a fragment by
 * __typename; the API's depth limit flattens fragments, so the spreads add no depth.
 */
export const SectionPartFieldsFragment = graphql(`
  fragment SectionPartFields on SectionMarker {
    id
    name
    description
  }
`);

export const ActionPartFieldsFragment = graphql(`
  fragment ActionPartFields on QuestActionPart {
    id
    action {
      ...ActionFields
    }
  }
`);

/** A location with the zone its times are shown in (every checklist time is the location's). */
export const LocationZoneFieldsFragment = graphql(`
  fragment LocationZoneFields on Location {
    id
    name
    timezone
  }
`);

/** Who answered, submitted or resolved something, as every checklist screen names them. */
export const PersonFieldsFragment = graphql(`
  fragment PersonFields on QuestPerson {
    id
    displayName
  }
`);

/** What the list shows of a quest, and what the viewer may do with it. */
export const QuestSummaryFieldsFragment = graphql(`
  fragment QuestSummaryFields on Quest {
    id
    name
    description
    rrule
    durationMin
    active
    updatedAt
    actionCount
    locations {
      ...LocationZoneFields
    }
    viewerCan {
      edit
      copy
      delete
      activate
    }
  }
`);

/** Everything the details, editor and runner show of a quest: the summary and its parts. */
export const QuestFieldsFragment = graphql(`
  fragment QuestFields on Quest {
    ...QuestSummaryFields
    parts {
      __typename
      ...SectionPartFields
      ...ActionPartFields
    }
  }
`);

export const QuestListDocument = graphql(`
  query QuestList($locationId: ID) {
    quests(locationId: $locationId) {
      ...QuestSummaryFields
    }
  }
`);

export const QuestDetailsDocument = graphql(`
  query QuestDetails($id: ID!) {
    questDetails(id: $id) {
      id
      submissionCount
      averageScore
      lastSubmittedAt
      quest {
        ...QuestFields
        pausedLocationIds
        pausableLocationIds
      }
      todayActivations {
        ...ActivationStateFields
        location {
          ...LocationZoneFields
        }
      }
      recentSubmissions {
        ...SubmissionRowFields
      }
    }
  }
`);

export const CreateQuestDocument = graphql(`
  mutation CreateQuest($locationIds: [ID!]!) {
    createQuest(locationIds: $locationIds) {
      ...QuestFields
    }
  }
`);

export const CopyQuestDocument = graphql(`
  mutation CopyQuest($id: ID!) {
    copyQuest(id: $id) {
      newId
    }
  }
`);

export const DeleteQuestDocument = graphql(`
  mutation DeleteQuest($id: ID!) {
    deleteQuest(id: $id)
  }
`);

export const SetQuestActiveDocument = graphql(`
  mutation SetQuestActive($questId: ID!, $active: Boolean!) {
    setQuestActive(questId: $questId, active: $active) {
      ...QuestFields
    }
  }
`);

/** Pauses or resumes a quest at one location only (a Location Manager's per-location pause). */
export const SetQuestPausedAtDocument = graphql(`
  mutation SetQuestPausedAt($questId: ID!, $locationId: ID!, $paused: Boolean!) {
    setQuestPausedAt(questId: $questId, locationId: $locationId, paused: $paused) {
      id
      pausedLocationIds
      pausableLocationIds
    }
  }
`);
