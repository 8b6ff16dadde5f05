// @vitest-environment jsdom
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage/storage';
import { setUpBilingualDom } from '../../../test-support/bilingual-dom';
import { renderWithMantine } from '../../../test-support/dom';
import { DownloadPdfButton } from './download-pdf-button';

vi.mock('../../../lib/token/access-token-source', () => ({ accessTokenSource: { getValidToken: async () => 'token-1' } }));

setUpBilingualDom();

/** What the browser was asked to save: the file name of each temporary link clicked, and its blob. */
let saved: Array<{ name: string; blob: Blob }>;
let fetched: Array<{ url: string; headers: Record<string, string> }>;

function serverAnswers(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetched.push({ url, headers: init.headers as Record<string, string> });
      return response();
    }),
  );
}

beforeEach(() => {
  saved = [];
  fetched = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set('blob:1', blob), 'blob:1'), revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  writeStored(STORAGE_KEYS.selectedClient, 'client-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  writeStored(STORAGE_KEYS.temperatureUnit, null);
});

const pdf = () =>
  new Response('%PDF-1.3 …', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="checklist-walk-in-checks-2026-12-04.pdf"; filename*=UTF-8''checklist-walk-in-checks-2026-12-04.pdf`,
    },
  });

describe('DownloadPdfButton', () => {
  it('saves the submission’s PDF under the server’s name, asked in the screen’s language and unit', async () => {
    serverAnswers(pdf);
    renderWithMantine(<DownloadPdfButton submissionId="sub-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('checklist-walk-in-checks-2026-12-04.pdf');
    expect(await saved[0]!.blob.text()).toMatch(/^%PDF-/);
    expect(fetched).toEqual([
      { url: '/reports/submissions/sub-1/pdf?lang=en&unit=F', headers: { authorization: 'Bearer token-1', 'client-id': 'client-1' } },
    ]);
  });

  it('says it in Spanish and asks for °C when that is the chosen unit', async () => {
    await i18next.changeLanguage('es');
    writeStored(STORAGE_KEYS.temperatureUnit, 'C');
    serverAnswers(pdf);
    renderWithMantine(<DownloadPdfButton submissionId="sub-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched[0]!.url).toBe('/reports/submissions/sub-1/pdf?lang=es&unit=C');
  });

  it('tells the person when the server refuses, and saves nothing', async () => {
    serverAnswers(() => new Response(JSON.stringify({ error: 'Submission not found', code: 'NOT_FOUND' }), { status: 404 }));
    renderWithMantine(
      <>
        <Notifications />
        <DownloadPdfButton submissionId="gone" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be downloaded. Try again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
