import { graphql } from '../../gql';
import type { UserDetailsQuery, UsersQuery } from '../../gql/graphql';

export type UserListItem = UsersQuery['users'][number];
export type UserDetails = NonNullable<UserDetailsQuery['user']>;

export const UsersDocument = graphql(`
  query Users($locationId: ID, $includeInactive: Boolean) {
    users(locationId: $locationId, includeInactive: $includeInactive) {
      id
      displayName
      firstname
      lastname
      email
      workRole
      accessLevel
      isActive
      invitationPending
      locations {
        id
        name
      }
    }
  }
`);

export const UserDetailsDocument = graphql(`
  query UserDetails($id: ID!) {
    user(id: $id) {
      id
      displayName
      firstname
      lastname
      nickname
      email
      phone
      personalEmail
      personalPhoneNumber
      workRole
      accessLevel
      isActive
      invitationPending
      createdDate
      photo {
        id
        medium
      }
      locations {
        id
        name
      }
      recentActivity {
        name
        page
        path
        at
      }
      viewerCan {
        edit
        delete
        changeEmail
        changeAccessLevel
        changeDetails
      }
    }
  }
`);

export const CreateUserDocument = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
      displayName
    }
  }
`);

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      displayName
      firstname
      lastname
      email
      phone
      workRole
      accessLevel
      locations {
        id
        name
      }
    }
  }
`);

export const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
      status
      deactivated
      removedFromClient
    }
  }
`);
