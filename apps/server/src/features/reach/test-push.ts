import type { Language } from '@ks/domain';
import type { Config } from '../../config.js';
import type { Pool } from '../../db/database.js';
import type { Scope } from '../../scope/scope.js';
import { myPushSubscriptions } from './push-subscriptions.service.js';
import { sendPush } from './web-push-sender.js';

const TEXT: Record<Language, { title: string; body: string }> = {
  en: { title: 'Kitchen Sentinel', body: 'Notifications work on this device.' },
  es: { title: 'Kitchen Sentinel', body: 'Las notificaciones funcionan en este dispositivo.' },
};

/** "Send a test notification" in Settings: one push to each of the viewer's devices. */
export async function sendTestPush({ scope, config, pool, language }: { scope: Scope; config: Config; pool: Pool; language: Language }) {
  const devices = await myPushSubscriptions({ scope });
  let delivered = 0;
  for (const device of devices) {
    const outcome = await sendPush({ config, pool, target: device, payload: { ...TEXT[language], tag: 'test', url: '/settings' } });
    if (outcome.delivered) delivered += 1;
  }
  return delivered;
}
