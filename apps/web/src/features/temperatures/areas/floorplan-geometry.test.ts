import { describe, expect, it } from 'vitest';
import { dropPosition, nudge } from './floorplan-geometry';

describe('floorplan geometry', () => {
  const plan = { left: 100, top: 50, width: 400, height: 200 };
  it('takes the marker centre relative to the plan', () => {
    expect(dropPosition({ left: 290, top: 140, width: 20, height: 20 }, plan)).toEqual({ x: 0.5, y: 0.5 });
    expect(dropPosition({ left: 90, top: 40, width: 20, height: 20 }, plan)).toEqual({ x: 0, y: 0 });
  });
  it('keeps markers dropped over an edge on the plan', () => {
    expect(dropPosition({ left: 600, top: 400, width: 20, height: 20 }, plan)).toEqual({ x: 1, y: 1 });
    expect(dropPosition({ left: 0, top: 0, width: 10, height: 10 }, plan)).toEqual({ x: 0, y: 0 });
  });
  it('refuses a plan that has no size yet', () => {
    expect(dropPosition({ left: 0, top: 0, width: 10, height: 10 }, { ...plan, width: 0 })).toBeNull();
  });
  it('nudges within the plan', () => {
    expect(nudge({ x: 0.99, y: 0.5 }, 0.02, -0.1)).toEqual({ x: 1, y: 0.4 });
  });
});
