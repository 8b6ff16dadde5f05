import type { Plugin } from 'vite';

/** Marks the preloaded stylesheets main.tsx turns on (lib/preloaded-stylesheets.ts). */
export const PRELOADED_STYLESHEET_ATTRIBUTE = 'data-ks-stylesheet';

const STYLESHEET_LINK = /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+\.css)">/g;

/**
 * The entry's stylesheet (Mantine's and ours) is fetched as a preload instead of a render-blocking
 * <link rel="stylesheet">: the browser paints index.html's splash (inline CSS) as soon as the HTML is in,
 * downloads the stylesheet beside the JavaScript, and main.tsx applies it, waiting for it if it is still
 * on its way, before React renders the first screen, so nothing is ever shown unstyled.
 */
export function stylesheetAfterSplash(): Plugin {
  return {
    name: 'ks:stylesheet-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(STYLESHEET_LINK, `<link rel="preload" as="style"$1 href="$2" ${PRELOADED_STYLESHEET_ATTRIBUTE}>`),
    },
  };
}
