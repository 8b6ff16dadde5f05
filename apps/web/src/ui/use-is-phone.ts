import { useMediaQuery } from '@mantine/hooks';

/** Below the theme's `sm` breakpoint (48em = 768 px): phones (theme.ts). */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's, read at the first render (no effect round trip) so a screen laid out
 * for phones (cards instead of a wide table, panels in another order) shows without a jump.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
