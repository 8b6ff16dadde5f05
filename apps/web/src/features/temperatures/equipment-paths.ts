/** Path segment of equipment that belongs to no area (spec routes always carry an area). */
export const NO_AREA_SEGMENT = 'unassigned';

/** `/temperatures/{locationId}/{areaId}/{applianceId}`: the equipment details page. */
export function equipmentPath(locationId: string, areaId: string | null, applianceId: string): string {
  return `/temperatures/${locationId}/${areaId ?? NO_AREA_SEGMENT}/${applianceId}`;
}

/** The edit page of a piece of equipment. */
export function equipmentEditPath(locationId: string, areaId: string | null, applianceId: string): string {
  return `${equipmentPath(locationId, areaId, applianceId)}/edit`;
}

/** The create page, optionally preselecting an area. */
export function equipmentCreatePath(locationId: string, areaId?: string | null): string {
  return `/temperatures/${locationId}/create${areaId ? `?area=${encodeURIComponent(areaId)}` : ''}`;
}

/** The list of a location's equipment (it becomes the selected location). */
export function temperaturesPath(locationId: string, view?: 'floorplans'): string {
  return `/temperatures?location=${encodeURIComponent(locationId)}${view ? `&view=${view}` : ''}`;
}
