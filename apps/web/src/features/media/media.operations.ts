import { graphql } from '../../gql';
import type { MediaLibraryQuery } from '../../gql/graphql';

export type MediaItem = MediaLibraryQuery['searchAttachments']['items'][number];

export const MediaLibraryDocument = graphql(`
  query MediaLibrary($search: String, $kind: AttachmentKindFilter, $first: Int, $page: Int) {
    searchAttachments(search: $search, kind: $kind, first: $first, page: $page) {
      totalCount
      page
      first
      items {
        id
        name
        type
        mimeType
        size
        fileName
        url
        thumbnail
        image {
          id
          small
          medium
          large
          xlarge
          original
        }
        uploader {
          id
          displayName
        }
        createdAt
        updatedAt
      }
    }
  }
`);

export const CreateAttachmentDocument = graphql(`
  mutation CreateAttachment($input: CreateAttachmentInput!) {
    createAttachment(input: $input) {
      id
      name
    }
  }
`);

export const UpdateAttachmentDocument = graphql(`
  mutation UpdateAttachment($id: ID!, $name: String!) {
    updateAttachment(id: $id, name: $name) {
      id
      name
      updatedAt
    }
  }
`);

export const DeleteAttachmentDocument = graphql(`
  mutation DeleteAttachment($id: ID!) {
    deleteAttachment(id: $id) {
      id
    }
  }
`);
