import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '../lib/constants';

// WCAG 2.2 AA: shade 8 is what Mantine paints text, filled buttons and light badges with (primaryShade), so
// in every palette it is dark enough for 4.5:1 as text on white, on the grey page and striped table rows
// (gray.0, gray.1), on its own 10% "light" tint over them, and for white text on it. The brand teal #0c8599
// (4.3:1) moved down to shade 7.
const primary: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#1098ad',
  '#0c8599',
  '#0a6878',
  '#085160',
];
const secondary: MantineColorsTuple = [
  '#fff0f0',
  '#ffdddd',
  '#ffbaba',
  '#ff9494',
  '#ff7373',
  '#ff5c5c',
  '#fa4a4a',
  '#c92a2a',
  '#bb2525',
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
  '#ad6800',
  '#8f5300',
  '#744300',
];

/**
 * Helper text (`c="dimmed"`): Mantine's gray.6 reaches only 3.3:1 on white and 3.15:1 on the grey page;
 * this grey reaches 5.8:1 on the grey page and stays lighter than body text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});

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
    // A table that scrolls sideways on a phone must be reachable by keyboard (WCAG 2.1.1), even when its
    // rows hold no link to tab to: its viewport takes focus, and the arrow keys then scroll it.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A badge says a verdict ("Not compliant — a fix-it will be raised"): on a phone it wraps onto a second
    // line instead of being cut to "NOT C…", and it is never squeezed by its neighbours in a row.
    Badge: {
      styles: {
        root: { flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)' },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.35, paddingBlock: 2 },
      },
    },
    // A button's words are the action ("Record what was done with this food"): on a 390 px phone a long one
    // wraps onto a second line and the button grows, instead of being cut to "…with this fo". One line
    // keeps Mantine's height (min-height); a wrapped one keeps its padding. The root centres its content
    // vertically itself: Mantine's inner is `height: 100%`, which an auto height does not resolve, so a
    // one-line label sat at the top of its button.
    Button: {
      styles: {
        root: {
          height: 'auto',
          minHeight: 'var(--button-height)',
          maxWidth: '100%',
          display: 'inline-flex',
          alignItems: 'center',
        },
        // Fills the root's width, so a button's own `justify` (a menu's "Log out", flex-start) still holds.
        inner: { paddingBlock: 2, flex: '1 1 auto' },
        label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3 },
      },
    },
  },
});
