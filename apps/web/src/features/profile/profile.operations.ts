import { graphql } from '../../gql';
import type { ProfileQuery } from '../../gql/graphql';

export type Profile = ProfileQuery['me'];

export const ProfileDocument = graphql(`
  query Profile {
    me {
      id
      firstname
      lastname
      displayName
      nickname
      email
      phone
      personalEmail
      personalPhoneNumber
      photo {
        id
        small
        medium
        large
        xlarge
        original
      }
      accessLevel
      client {
        id
        companyName
      }
      locations {
        id
        name
      }
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      firstname
      lastname
      displayName
      nickname
      email
      phone
      personalEmail
      personalPhoneNumber
      photo {
        id
        small
        medium
        large
        xlarge
        original
      }
    }
  }
`);
