import { graphql } from '../../gql';

export const ReachSettingsDocument = graphql(`
  query ReachSettings {
    webPushPublicKey
    myPushDevices {
      id
      endpoint
      deviceName
      createdAt
      lastDeliveredAt
    }
    myReachSettings {
      channels
      quietStartMinute
      quietEndMinute
    }
  }
`);

export const SubscribeToPushDocument = graphql(`
  mutation SubscribeToPush($input: SubscribeToPushInput!) {
    subscribeToPush(input: $input) {
      id
      endpoint
      deviceName
    }
  }
`);

export const UnsubscribeFromPushDocument = graphql(`
  mutation UnsubscribeFromPush($endpoint: String!) {
    unsubscribeFromPush(endpoint: $endpoint)
  }
`);

export const SendTestPushDocument = graphql(`
  mutation SendTestPush {
    sendTestPush
  }
`);

export const SaveMyReachSettingsDocument = graphql(`
  mutation SaveMyReachSettings($input: ReachSettingsInput!) {
    saveMyReachSettings(input: $input) {
      channels
      quietStartMinute
      quietEndMinute
    }
  }
`);

export const AcknowledgeTempAlertDocument = graphql(`
  mutation AcknowledgeTempAlert($id: ID!) {
    acknowledgeTempAlert(id: $id) {
      id
      acknowledgedBy {
        id
        displayName
      }
    }
  }
`);
