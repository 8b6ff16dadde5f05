// The lazily loaded module of /locations, /locations/create and /locations/:id/edit.
export { LocationsScreen, locationsLoader } from './locations-list.route';
export { LocationCreateScreen } from './location-create.route';
export { LocationEditScreen, locationEditLoader } from './location-edit.route';
