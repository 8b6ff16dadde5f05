import { z } from 'zod';
import { ESTATE_MESSAGES, idSchema, optionalIdSchema, requiredText } from './estate-fields.js';

/** An area of a location (Kitchen, Cold room, Bar …), optionally with a floorplan image. */
export const createAreaInputSchema = z.object({
  locationId: idSchema,
  name: requiredText(80),
  floorplanFileId: optionalIdSchema,
});

/** Renames an area and sets, replaces or (with null) removes its floorplan image. */
export const updateAreaInputSchema = z.object({
  id: idSchema,
  name: requiredText(80),
  floorplanFileId: optionalIdSchema,
});

const fraction = z
  .number({ invalid_type_error: ESTATE_MESSAGES.placementOutOfRange })
  .min(0, ESTATE_MESSAGES.placementOutOfRange)
  .max(1, ESTATE_MESSAGES.placementOutOfRange);

/**
 * Where an appliance sits on its area's floorplan: x and y are fractions (0…1) of the image's width and
 * height, so a placement survives any display size and a replaced image of the same room.
 */
export const placeApplianceInputSchema = z.object({ applianceId: idSchema, x: fraction, y: fraction });

export type CreateAreaInput = z.output<typeof createAreaInputSchema>;
export type UpdateAreaInput = z.output<typeof updateAreaInputSchema>;
export type PlaceApplianceInput = z.output<typeof placeApplianceInputSchema>;
