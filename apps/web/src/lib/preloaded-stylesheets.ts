/** Set by apps/web/build/stylesheet-after-splash.ts on the entry stylesheet's preload link in index.html. */
const SELECTOR = 'link[rel="preload"][as="style"][data-ks-stylesheet]';

/**
 * Turns the preloaded entry stylesheets into applied ones and resolves when they are in (loaded or failed),
 * so the first screen is never rendered unstyled. In development Vite injects the CSS itself: no such link.
 */
export function applyPreloadedStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(SELECTOR)];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
          if (link.sheet) resolve();
        }),
    ),
  ).then(() => undefined);
}
