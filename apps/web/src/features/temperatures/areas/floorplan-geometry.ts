/** A rectangle in viewport pixels (what dnd-kit measures). */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A position on a floorplan as fractions (0…1) of its width and height, what the API stores. */
export interface PlanPosition {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Where a dropped marker lands on the plan: its centre, relative to the plan picture, kept on the plan
 * (a marker dropped half over the edge sits on the edge) and rounded to 0.01 %.
 */
export function dropPosition(marker: PixelRect, plan: PixelRect): PlanPosition | null {
  if (plan.width <= 0 || plan.height <= 0) return null;
  const centerX = marker.left + marker.width / 2;
  const centerY = marker.top + marker.height / 2;
  return { x: round(clamp((centerX - plan.left) / plan.width)), y: round(clamp((centerY - plan.top) / plan.height)) };
}

/** Moves a position by a keyboard step (fractions of the plan), staying on the plan. */
export function nudge(position: PlanPosition, dx: number, dy: number): PlanPosition {
  return { x: round(clamp(position.x + dx)), y: round(clamp(position.y + dy)) };
}
