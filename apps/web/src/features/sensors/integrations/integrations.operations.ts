import { graphql } from '../../../gql';

/** Sensors → Integrations: the client's LoRaWAN network servers with their uplink counters. */
export const NetworkIntegrationsDocument = graphql(`
  query NetworkIntegrations {
    networkIntegrations {
      id
      kind
      name
      uplinks
      lastUplinkAt
      badUplinks
      lastError
      lastErrorAt
      createdAt
    }
  }
`);

export const CreateNetworkIntegrationDocument = graphql(`
  mutation CreateNetworkIntegration($input: CreateNetworkIntegrationInput!) {
    createNetworkIntegration(input: $input) {
      integration {
        id
        kind
        name
      }
      secret
    }
  }
`);

export const RotateNetworkIntegrationSecretDocument = graphql(`
  mutation RotateNetworkIntegrationSecret($integrationId: ID!) {
    rotateNetworkIntegrationSecret(integrationId: $integrationId) {
      integration {
        id
        kind
        name
      }
      secret
    }
  }
`);

export const RemoveNetworkIntegrationDocument = graphql(`
  mutation RemoveNetworkIntegration($integrationId: ID!) {
    removeNetworkIntegration(integrationId: $integrationId) {
      status
      id
    }
  }
`);
