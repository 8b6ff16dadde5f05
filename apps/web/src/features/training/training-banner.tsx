import { SecureImage } from '../../ui/secure-image';

/** The training's banner picture across the top of a card or screen (downloads need the session's token). */
export function TrainingBanner({ url, alt, height = 160 }: { url: string | null; alt: string; height?: number }) {
  if (!url) return null;
  return (
    <SecureImage
      src={url}
      alt={alt}
      height={height}
      style={{ width: '100%', height, objectFit: 'cover', borderRadius: 8, display: 'block' }}
      data-testid="training-banner"
    />
  );
}
