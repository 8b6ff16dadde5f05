// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { prepareDom } from '../test-support/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RetryImage } from './retry-image';

beforeAll(async () => {
  await prepareDom();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderImage() {
  return render(
    <MantineProvider>
      <RetryImage src="/files/photo.jpg" alt="Walk-in cooler" width={64} height={64} />
    </MantineProvider>,
  );
}

describe('RetryImage', () => {
  it('shows a broken-image icon and retries every 10 s, at most 6 times', () => {
    vi.useFakeTimers();
    renderImage();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      fireEvent.error(screen.getByRole('img', { name: 'Walk-in cooler' }));
      expect(screen.getByTestId('broken-image')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(9_999);
      });
      expect(screen.queryByTestId('broken-image')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('img', { name: 'Walk-in cooler' }).getAttribute('src')).toBe(`/files/photo.jpg?retry=${attempt}`);
    }
    fireEvent.error(screen.getByRole('img', { name: 'Walk-in cooler' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('broken-image')).toBeTruthy();
  });
});
