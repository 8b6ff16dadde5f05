import { graphql } from '../../../gql';

export const QuestEditorDocument = graphql(`
  query QuestEditor($id: ID!) {
    quest(id: $id) {
      ...QuestFields
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
