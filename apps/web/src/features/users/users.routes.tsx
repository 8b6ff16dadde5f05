/** Route module of the user administration screens (lazily loaded by src/app/routes.tsx). */
export { UsersScreen, usersLoader } from './users-list.screen';
export { UserDetailsScreen, userDetailsLoader } from './user-details.screen';
export { UserCreateScreen } from './user-create.screen';
export { UserEditScreen, userEditLoader } from './user-edit.screen';
