import { STORAGE_KEYS } from '../../lib/storage/storage';

/** The platform and browser a user agent names, in plain words ("Android · Chrome"). */
export function platformAndBrowser(userAgent: string): string {
  const platform = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X/.test(userAgent)
            ? 'Mac'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|CriOS\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  return `${platform} · ${browser}`;
}

/**
 * This device's name for itself, sent with each answer (kept with late evidence, issue 41 item 2):
 * platform, browser and a short id of its own, so two phones of one model read apart ("Android · Chrome
 * · #3F2A"). The id survives sign-outs (it names the device, not the session).
 */
export function deviceLabel(): string {
  let id: string | null = null;
  try {
    id = window.localStorage.getItem(STORAGE_KEYS.deviceId);
    if (!id) {
      id = crypto.randomUUID().slice(0, 4).toUpperCase();
      window.localStorage.setItem(STORAGE_KEYS.deviceId, id);
    }
  } catch {
    // no storage: the label goes without its id
  }
  return `${platformAndBrowser(navigator.userAgent)}${id ? ` · #${id}` : ''}`;
}
