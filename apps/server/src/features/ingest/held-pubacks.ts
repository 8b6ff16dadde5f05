import type { MqttClient, Packet } from 'mqtt';

type SendPacket = (packet: Packet, cb?: (error?: Error) => void, cbStorePut?: () => void, noStore?: boolean) => void;

/** Sends a PUBACK that was held (see `holdPubacks`). */
export type SendHeldPuback = (puback: Packet) => void;

/**
 * The one place that leans on how mqtt.js works inside, so that a change there fails loudly here (at
 * connect and in held-pubacks.test.ts) instead of acknowledging messages before they are stored.
 *
 * mqtt.js acknowledges a QoS 1 message as soon as `handleMessage` calls back, and reads the next packet
 * only after that; its public options (`customHandleAcks`, `handleMessage`) can delay the PUBACK only by
 * delaying every later message too. To store messages in batches and still acknowledge each one once it
 * is stored, the PUBACK packet itself is held: mqtt.js sends it through its private `_sendPacket`, which
 * this wraps. `hold(puback)` returns true to keep the packet (the caller sends it later with the
 * returned function), false to let it go now.
 */
export function holdPubacks(client: MqttClient, hold: (puback: Packet & { cmd: 'puback' }) => boolean): SendHeldPuback {
  const internals = client as unknown as { _sendPacket?: SendPacket };
  if (typeof internals._sendPacket !== 'function') {
    throw new Error('mqtt.js no longer sends packets through _sendPacket: review held-pubacks.ts');
  }
  const send = internals._sendPacket.bind(client);
  internals._sendPacket = (packet, cb, cbStorePut, noStore) => {
    if (packet.cmd === 'puback' && hold(packet)) return cb?.();
    send(packet, cb, cbStorePut, noStore);
  };
  return (puback) => send(puback);
}
