// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { renderWithMantine } from '../../../test-support/dom';
import { SubmissionSignature } from './submission-signature';

setUpBilingualDom();

// Signed at 23:30 UTC on 4 December: already 5 December, 13:30, on Kiritimati's clock (UTC+14).
const signature = { signerName: 'Chris Cook', signedAt: '2026-12-04T23:30:00.000Z', image: { medium: '/files/s1/medium' } };

describe('SubmissionSignature', () => {
  it("says who signed and when on the location's clock, and names the drawing", () => {
    renderWithMantine(<SubmissionSignature signature={signature} timeZone="Pacific/Kiritimati" />);
    const signedBy = screen.getByTestId('signed-by').textContent ?? '';
    expect(signedBy).toMatch(/^Signed by Chris Cook at /);
    expect(signedBy).toMatch(/Dec(ember)? 5/);
    expect(signedBy).toMatch(/1:30\s?PM/);
    expect(screen.getByLabelText('Signature of Chris Cook')).toBeTruthy();
  });

  it('says it in Spanish, and shows nothing for a submission without a signature', async () => {
    await i18next.changeLanguage('es');
    const { container } = renderWithMantine(<SubmissionSignature signature={null} timeZone="Pacific/Kiritimati" />);
    expect(container.querySelector('[data-testid="submission-signature"]')).toBeNull();
    renderWithMantine(<SubmissionSignature signature={signature} timeZone="America/Los_Angeles" />);
    // 15:30 the day before in Los Angeles.
    expect(screen.getByTestId('signed-by').textContent).toMatch(/^Firmado por Chris Cook el .*4.*15:30/);
  });
});
