import { MAX_UPLOAD_BYTES } from '@ks/domain';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkUploadLocally } from './protected-files';

describe('upload checks before sending', () => {
  it('refuses a file one byte over 25 MB', () => {
    expect(checkUploadLocally({ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' }, ['PICTURE'])).toBe('FILE_TOO_LARGE');
    expect(checkUploadLocally({ size: MAX_UPLOAD_BYTES, type: 'image/png' }, ['PICTURE'])).toBeNull();
  });

  it('refuses types the field does not take, SVG included', () => {
    expect(checkUploadLocally({ size: 10, type: 'image/svg+xml' }, ['PICTURE'])).toBe('INVALID_FILE_TYPE');
    expect(checkUploadLocally({ size: 10, type: 'text/html' }, ['PICTURE', 'DOCUMENT'])).toBe('INVALID_FILE_TYPE');
    expect(checkUploadLocally({ size: 10, type: 'application/pdf' }, ['PICTURE'])).toBe('INVALID_FILE_TYPE');
    expect(checkUploadLocally({ size: 10, type: 'application/pdf' }, ['PICTURE', 'DOCUMENT'])).toBeNull();
  });

  it('offers only the accepted types in the file chooser', () => {
    expect(acceptAttribute(['PICTURE'])).toBe('image/jpeg,image/png,image/webp,image/gif');
  });
});
