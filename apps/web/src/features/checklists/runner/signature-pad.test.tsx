// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { renderWithMantine } from '../../../test-support/dom';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, SignaturePad } from './signature-pad';

setUpBilingualDom();

/**
 * jsdom draws nothing (no canvas backend): a stand-in 2D context records the strokes, and toBlob encodes
 * what was drawn as the browser would be asked to (type image/png), so the test sees what the pad sends.
 */
type Stroke = Array<[number, number]>;
let strokes: Stroke[];
let cleared: number;
beforeEach(() => {
  strokes = [];
  cleared = 0;
  const context = {
    beginPath: () => strokes.push([]),
    moveTo: (x: number, y: number) => strokes.at(-1)?.push([x, y]),
    lineTo: (x: number, y: number) => strokes.at(-1)?.push([x, y]),
    stroke: () => undefined,
    clearRect: () => {
      cleared += 1;
      strokes = [];
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode(JSON.stringify(strokes))]);
    callback(new Blob([png], { type }));
  });
  // The pad is drawn at half its canvas size on screen: points are scaled back to canvas pixels.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: SIGNATURE_WIDTH / 2,
    height: SIGNATURE_HEIGHT / 2,
  } as DOMRect);
});
afterEach(() => vi.restoreAllMocks());

describe('SignaturePad', () => {
  it('has an accessible name and turns a stroke into a PNG blob; Clear starts again', async () => {
    const onChange = vi.fn<(png: Blob | null) => void>();
    renderWithMantine(<SignaturePad onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Signature pad: draw your signature with a finger or the mouse' });
    expect(screen.getByRole('button', { name: 'Clear' }).hasAttribute('disabled')).toBe(true);

    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 20, clientY: 30 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 50 });
    fireEvent.pointerUp(pad, { pointerId: 1, clientX: 60, clientY: 50 });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const png = onChange.mock.calls[0]![0]!;
    expect(png.type).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The stroke in canvas pixels: (20−10)×2, (30−20)×2 to (60−10)×2, (50−20)×2.
    expect(strokes[0]?.[0]).toEqual([20, 20]);
    expect(strokes[0]?.at(-1)).toEqual([100, 60]);
    expect(screen.getByText('Signed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(cleared).toBe(1);
    expect(screen.queryByText('Signed')).toBeNull();
  });

  it('draws nothing while disabled (the checklist is not open)', () => {
    const onChange = vi.fn();
    renderWithMantine(<SignaturePad onChange={onChange} disabled />);
    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 20, clientY: 30 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    expect(strokes).toEqual([]);
  });
});
