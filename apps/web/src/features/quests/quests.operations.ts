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
    activeQuestCount
    updatedAt
    attachments {
      id
      name
      url
      thumbnail
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

export const QuestFieldsFragment = graphql(`
  fragment QuestFields on Quest {
    id
    name
    description
    rrule
    durationMin
    active
    updatedAt
    actionCount
    locations {
      id
      name
      timezone
    }
    viewerCan {
      edit
      copy
      delete
      activate
    }
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
      id
      name
      description
      rrule
      durationMin
      active
      updatedAt
      actionCount
      locations {
        id
        name
      }
      viewerCan {
        edit
        copy
        delete
        activate
      }
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
      }
      todayActivations {
        id
        startsAt
        endsAt
        progress
        score
        missed
        open
        location {
          id
          name
          timezone
        }
      }
      recentSubmissions {
        id
        score
        submittedAt
        fixitCount
        location {
          id
          name
          timezone
        }
        submittedBy {
          id
          displayName
        }
      }
    }
  }
`);

export const QuestEditorDocument = graphql(`
  query QuestEditor($id: ID!) {
    quest(id: $id) {
      ...QuestFields
    }
  }
`);

export const LibraryActionsDocument = graphql(`
  query LibraryActions($search: String, $category: ActionCategory, $page: Int, $first: Int) {
    libraryActions(search: $search, category: $category, page: $page, first: $first) {
      totalCount
      page
      first
      items {
        ...ActionFields
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

export const UpdateQuestDocument = graphql(`
  mutation UpdateQuest($id: ID!, $input: UpdateQuestInput!) {
    updateQuest(id: $id, input: $input) {
      ...QuestFields
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

export const CreateQuestSectionDocument = graphql(`
  mutation CreateQuestSection($questId: ID!, $atIndex: Int!) {
    createQuestSection(questId: $questId, atIndex: $atIndex) {
      ...QuestFields
    }
  }
`);

export const CreateQuestActionDocument = graphql(`
  mutation CreateQuestAction($questId: ID!, $type: ActionType!, $atIndex: Int!) {
    createQuestAction(questId: $questId, type: $type, atIndex: $atIndex) {
      ...QuestFields
    }
  }
`);

export const InsertQuestActionDocument = graphql(`
  mutation InsertQuestAction($questId: ID!, $actionId: ID!, $atIndex: Int!) {
    insertQuestAction(questId: $questId, actionId: $actionId, atIndex: $atIndex) {
      ...QuestFields
    }
  }
`);

export const RemoveQuestPartsDocument = graphql(`
  mutation RemoveQuestParts($questId: ID!, $partIds: [ID!]!) {
    removeQuestParts(questId: $questId, partIds: $partIds) {
      ...QuestFields
    }
  }
`);

export const UpdateQuestPartsOrderDocument = graphql(`
  mutation UpdateQuestPartsOrder($questId: ID!, $partIds: [ID!]!) {
    updateQuestPartsOrder(questId: $questId, partIds: $partIds) {
      ...QuestFields
    }
  }
`);

export const UpdateSectionMarkerDocument = graphql(`
  mutation UpdateSectionMarker($sectionId: ID!, $name: String, $description: String) {
    updateSectionMarker(sectionId: $sectionId, name: $name, description: $description) {
      id
      name
      description
    }
  }
`);

export const UpdateActionDocument = graphql(`
  mutation UpdateAction(
    $actionId: ID!
    $name: String
    $description: String
    $category: ActionCategory
    $importance: Importance
    $attachments: [ID!]
    $properties: String
  ) {
    updateAction(
      actionId: $actionId
      name: $name
      description: $description
      category: $category
      importance: $importance
      attachments: $attachments
      properties: $properties
    ) {
      ...ActionFields
    }
  }
`);
