import { graphql } from '../../gql';
import type { SettingsQuery } from '../../gql/graphql';

export type NotificationChannelItem = SettingsQuery['me']['notificationChannels'][number];

export const SettingsDocument = graphql(`
  query Settings {
    me {
      id
      language
      temperatureUnit
      notificationChannels {
        kind
        email
      }
    }
  }
`);

export const UpdateMyPreferencesDocument = graphql(`
  mutation UpdateMyPreferences($input: PreferencesInput!) {
    updateMyPreferences(input: $input) {
      id
      language
      temperatureUnit
      notificationChannels {
        kind
        email
      }
    }
  }
`);
