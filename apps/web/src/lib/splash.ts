import { SPLASH_FADE_MS, SPLASH_REMOVE_MS } from './constants';

let hidden = false;

/** Fades the index.html splash screen out and removes it 210 ms later. */
export function hideSplash(): void {
  if (hidden) return;
  hidden = true;
  const splash = document.getElementById('splash');
  if (!splash) return;
  splash.style.transitionDuration = `${SPLASH_FADE_MS}ms`;
  splash.classList.add('splash--hidden');
  window.setTimeout(() => splash.remove(), SPLASH_REMOVE_MS);
}
