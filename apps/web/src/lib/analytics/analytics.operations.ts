import { gql, type TypedDocumentNode } from '@apollo/client/core';

export type TrackEventInput = {
  name: string;
  path: string;
  page: string;
  loggedIn: boolean;
  platform: string;
  os: string;
  browser: string;
  environment: string;
  commit: string;
};

export const TrackEventDocument: TypedDocumentNode<{ trackEvent: unknown }, { input: TrackEventInput }> = gql`
  mutation TrackEvent($input: TrackEventInput!) {
    trackEvent(input: $input)
  }
`;
