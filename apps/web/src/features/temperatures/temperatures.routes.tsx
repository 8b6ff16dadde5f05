// Route modules of the temperatures screens; only src/app/routes.tsx imports this file.
export { TemperaturesScreen, temperaturesLoader } from './temperatures-screen';
export { EquipmentCreateScreen, equipmentCreateLoader } from './equipment/equipment-create.route';
export { EquipmentDetailsScreen, equipmentDetailsLoader } from './equipment/equipment-details.route';
export { EquipmentEditScreen, equipmentEditLoader } from './equipment/equipment-edit.route';
