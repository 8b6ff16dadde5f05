import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '../lib/constants';

const primary: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
];
const secondary: MantineColorsTuple = [
  '#fff0f0',
  '#ffdddd',
  '#ffbaba',
  '#ff9494',
  '#ff7373',
  '#ff5c5c',
  '#fa4a4a',
  '#e03131',
  '#c92a2a',
  '#a61e1e',
];
const tertiary: MantineColorsTuple = [
  '#fff6e0',
  '#ffecc7',
  '#ffd791',
  '#ffc15a',
  '#ffae2d',
  '#ffa211',
  '#f59f00',
  '#e08a00',
  '#c77a00',
  '#ad6800',
];

/**
 * Kitchen Sentinel theme. Breakpoints: phone ≤767, tablet 768–1024, desktop 1025–1800, monitor >1800
 * (`sm` starts tablet, `md` starts desktop, `lg` starts monitor). Text sizes 16/14/12 px.
 */
export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: { light: 8, dark: 6 },
  colors: { primary, secondary, tertiary },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoints: { xs: '30em', sm: '48em', md: '64.0625em', lg: '112.5625em', xl: '120em' },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1rem', xl: '1rem' },
  defaultRadius: 'md',
  components: {
    // A plain object, not Tooltip.extend(): importing Tooltip would pull floating-ui into /login.
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAY_MS } },
  },
});
