import { SIGNATURE_MAX_BYTES, SIGNATURE_MIME_TYPE } from '@ks/domain';
import { Button, Group, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledPanel } from '../../../ui/titled-panel';

/** The drawing's size in canvas pixels: wide enough for a name, small enough for a PNG of a few kilobytes. */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 200;

export type SignaturePadProps = {
  /** The drawing as a PNG after each stroke; null once cleared. */
  onChange: (png: Blob | null) => void;
  disabled?: boolean;
};

/**
 * The optional sign-off signature on submit (issue 41 item 4): drawn with a finger, a pen or the mouse
 * (pointer events, no library), exported as a PNG after each stroke. Optional, so keyboard and
 * screen-reader users submit without it; the canvas has an accessible name and "Clear" starts again.
 */
export function SignaturePad({ onChange, disabled = false }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width > 0 ? SIGNATURE_WIDTH / box.width : 1;
    const scaleY = box.height > 0 ? SIGNATURE_HEIGHT / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return null;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#111';
    return ctx;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const ctx = context();
    if (!ctx) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1); // a tap leaves a dot
    ctx.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    if (!ctx) return;
    const { x, y } = point(event);
    ctx.lineTo(x, y);
    ctx.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current?.toBlob((blob) => {
      // A drawing this size is a few kilobytes; anything over the server's bound is not sent.
      if (!blob || blob.size > SIGNATURE_MAX_BYTES) return;
      setSigned(true);
      onChange(blob);
    }, SIGNATURE_MIME_TYPE);
  };
  const clear = () => {
    const ctx = canvas.current?.getContext('2d');
    ctx?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    setSigned(false);
    onChange(null);
  };

  return (
    <TitledPanel title={t('notesSignOff.signatureHeading')} gap="xs">
      <Text size="sm" c="dimmed">
        {t('notesSignOff.signatureHint')}
      </Text>
      <canvas
        ref={canvas}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        role="img"
        aria-label={t('notesSignOff.signaturePad')}
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          width: '100%',
          aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
          touchAction: 'none',
          background: '#fff',
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 8,
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {signed ? t('notesSignOff.signedOnDevice') : ''}
        </Text>
        <Button variant="default" size="compact-md" onClick={clear} disabled={disabled || !signed}>
          {t('notesSignOff.clearSignature')}
        </Button>
      </Group>
    </TitledPanel>
  );
}
