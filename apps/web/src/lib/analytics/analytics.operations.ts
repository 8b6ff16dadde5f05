import { graphql } from '../../gql';

/** Analytics event (allowed anonymously); sent with `requestGraphQL`. */
export const TrackEventDocument = graphql(`
  mutation TrackEvent($input: TrackEventInput!) {
    trackEvent(input: $input)
  }
`);
