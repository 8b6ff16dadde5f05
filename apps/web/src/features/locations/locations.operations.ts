import { graphql } from '../../gql';

export const LocationsListDocument = graphql(`
  query LocationsList($monitoring: Boolean!) {
    locations {
      id
      name
      city
      country
      serviceType
      plan
      logo {
        id
        small
        medium
      }
      viewerCan {
        update
        delete
      }
      score @include(if: $monitoring)
      summary @include(if: $monitoring) {
        locationId
        usersCount
        sensorsCount
      }
    }
  }
`);

export const LocationFormDocument = graphql(`
  query LocationForm($id: ID!) {
    location(id: $id) {
      id
      name
      country
      timezone
      state
      address
      zip
      city
      serviceType
      foodTypes
      sites
      vendors
      plan
      jurisdictionProfile
      logo {
        id
        small
        medium
      }
      viewerCan {
        update
        delete
        changePlan
      }
    }
  }
`);

export const CreateLocationDocument = graphql(`
  mutation CreateLocation($input: LocationInput!, $plan: Plan) {
    createLocation(input: $input, plan: $plan) {
      id
      name
    }
  }
`);

export const UpdateLocationDocument = graphql(`
  mutation UpdateLocation($id: ID!, $input: LocationInput!) {
    updateLocation(id: $id, input: $input) {
      id
      name
      country
      timezone
      state
      address
      zip
      city
      serviceType
      foodTypes
      sites
      vendors
      jurisdictionProfile
      logo {
        id
        small
        medium
      }
    }
  }
`);

export const DeleteLocationDocument = graphql(`
  mutation DeleteLocation($id: ID!) {
    deleteLocation(id: $id) {
      status
      id
    }
  }
`);
