// @vitest-environment jsdom
import { Button, MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDom } from '../test-support/dom';
import { theme } from './theme';

beforeAll(prepareDom);
afterEach(cleanup);

describe('theme', () => {
  it('lets a long button label wrap and the button grow instead of cutting its words (390 px phones)', () => {
    render(
      <MantineProvider theme={theme}>
        <Button>Record what was done with this food</Button>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Record what was done with this food' });
    const label = button.querySelector<HTMLElement>('.mantine-Button-label')!;
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.overflow).toBe('visible');
    expect(button.style.height).toBe('auto');
    expect(button.style.minHeight).toBe('var(--button-height)');
    // With an auto height the root centres its label itself, and the inner keeps the button's own justify.
    expect(button.style.alignItems).toBe('center');
    expect(button.querySelector<HTMLElement>('.mantine-Button-inner')!.style.flex).toBe('1 1 auto');
  });
});
