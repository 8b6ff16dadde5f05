import { graphql } from '../../../gql';

export const CreateAreaDocument = graphql(`
  mutation CreateArea($input: CreateAreaInput!) {
    createArea(input: $input) {
      id
      name
    }
  }
`);

export const UpdateAreaDocument = graphql(`
  mutation UpdateArea($input: UpdateAreaInput!) {
    updateArea(input: $input) {
      id
      name
      floorplan {
        id
        fileId
      }
    }
  }
`);

export const DeleteAreaDocument = graphql(`
  mutation DeleteArea($id: ID!) {
    deleteArea(id: $id) {
      id
      status
      errorCode
    }
  }
`);

export const PlaceApplianceDocument = graphql(`
  mutation PlaceAppliance($input: PlaceApplianceInput!) {
    placeAppliance(input: $input) {
      applianceId
      floorplanId
      x
      y
    }
  }
`);

export const UnplaceApplianceDocument = graphql(`
  mutation UnplaceAppliance($applianceId: ID!) {
    unplaceAppliance(applianceId: $applianceId) {
      id
    }
  }
`);
