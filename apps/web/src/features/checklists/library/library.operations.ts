import { graphql } from '../../../gql';

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

export const SaveActionToLibraryDocument = graphql(`
  mutation SaveActionToLibrary($actionId: ID!) {
    saveActionToLibrary(actionId: $actionId) {
      id
      inLibrary
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
