import type { MqttClient, Packet } from 'mqtt';

type SendPacket = (packet: Packet, cb?: (error?: Error) => void, cbStorePut?: () => void, noStore?: boolean) => void;

/** Sends held PUBACKs (see `holdPubacks`) by their message ids, in the order given, in one write. */
export type SendHeldPubacks = (messageIds: readonly number[]) => void;

/**
 * The one place that leans on how mqtt.js works inside, so that a change there fails loudly here (at
 * connect and in held-pubacks.test.ts) instead of acknowledging messages before they are stored.
 *
 * mqtt.js acknowledges a QoS 1 message as soon as `handleMessage` calls back, and reads the next packet
 * only after that; its public options (`customHandleAcks`, `handleMessage`) can delay the PUBACK only by
 * delaying every later message too. To store messages in batches and still acknowledge each one once it
 * is stored, the PUBACK packet itself is held: mqtt.js sends it through its private `_sendPacket`, which
 * this wraps. `hold(puback)` returns true to keep the packet (the caller sends it later with the
 * returned function), false to let it go now. Only successful PUBACKs are offered (a PUBACK carrying an
 * MQTT 5 reason code or properties goes as mqtt.js built it).
 *
 * Held PUBACKs leave together, as one buffer written to the connection: a batch releases thousands, and
 * handing each to mqtt.js cost a packet object, mqtt-packet's encoding in three small writes, and as many
 * buffers for Node's writev (about a tenth of the subscriber's event loop on single readings through
 * Mosquitto). A success PUBACK is the same four bytes in MQTT 3.1.1 and 5: type 4, remaining length 2,
 * the message id.
 */
export function holdPubacks(client: MqttClient, hold: (puback: Packet & { cmd: 'puback' }) => boolean): SendHeldPubacks {
  const internals = client as unknown as { _sendPacket?: SendPacket };
  if (typeof internals._sendPacket !== 'function') {
    throw new Error('mqtt.js no longer sends packets through _sendPacket: review held-pubacks.ts');
  }
  const send = internals._sendPacket.bind(client);
  internals._sendPacket = (packet, cb, cbStorePut, noStore) => {
    if (packet.cmd === 'puback' && isPlainSuccess(packet) && hold(packet)) return cb?.();
    send(packet, cb, cbStorePut, noStore);
  };
  return (messageIds) => {
    // A connection going down takes its held PUBACKs with it: the broker redelivers those messages.
    if (messageIds.length === 0 || client.stream.destroyed || !client.stream.writable) return;
    client.stream.write(pubackBytes(messageIds));
  };
}

function isPlainSuccess(puback: Packet & { cmd: 'puback' }): boolean {
  return !puback.reasonCode && (!puback.properties || Object.keys(puback.properties).length === 0);
}

/** Success PUBACKs for `messageIds`, back to back. */
export function pubackBytes(messageIds: readonly number[]): Buffer {
  const bytes = Buffer.allocUnsafe(4 * messageIds.length);
  for (let i = 0; i < messageIds.length; i += 1) {
    const at = 4 * i;
    bytes[at] = 0x40;
    bytes[at + 1] = 2;
    bytes.writeUInt16BE(messageIds[i]!, at + 2);
  }
  return bytes;
}
