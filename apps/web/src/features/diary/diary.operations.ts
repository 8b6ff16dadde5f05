import { graphql } from '../../gql';
import type { DiaryEntriesQuery } from '../../gql/graphql';

export type DiaryEntryItem = DiaryEntriesQuery['diaryEntries']['items'][number];

export const DiaryEntriesDocument = graphql(`
  query DiaryEntries($locationId: ID, $mine: Boolean, $first: Int, $page: Int) {
    diaryEntries(locationId: $locationId, mine: $mine, first: $first, page: $page) {
      totalCount
      page
      first
      items {
        id
        mood
        description
        createdAt
        mine
        author {
          id
          displayName
        }
        location {
          id
          name
          timezone
        }
      }
    }
  }
`);

export const SubmitDiaryDocument = graphql(`
  mutation SubmitDiary($input: DiaryInput!) {
    submitDiary(input: $input) {
      id
      mood
      description
      createdAt
    }
  }
`);
