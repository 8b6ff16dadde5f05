import { graphql } from '../../gql';

export const UpdateMyPreferencesDocument = graphql(`
  mutation UpdateMyPreferences($input: PreferencesInput!) {
    updateMyPreferences(input: $input) {
      id
      language
      temperatureUnit
    }
  }
`);
