import { base64Bytes, normalDevEui } from '@ks/domain';
import { asRecord, fCntOf, receptionOf, UPLINK_MESSAGES, type NetworkUplink, type UplinkRefusal } from './uplink-types.js';

/**
 * The Things Stack v3 webhook "uplink message" (thethingsindustries.com docs, "Data formats > Uplink
 * messages"): end_device_ids.dev_eui, received_at, uplink_message.{f_cnt, frm_payload, decoded_payload,
 * rx_metadata[], settings}. The message's own received_at is the network server's time; the top-level one
 * (the application server's) stands in when it is absent.
 */
export function ttsUplink(body: unknown): NetworkUplink | UplinkRefusal {
  const message = asRecord(body);
  const devEui = normalDevEui(asRecord(message.end_device_ids).dev_eui);
  if (!devEui) return { error: UPLINK_MESSAGES.badDevEui };
  const uplink = asRecord(message.uplink_message);
  const time = typeof uplink.received_at === 'string' ? uplink.received_at : message.received_at;
  if (typeof time !== 'string') return { error: UPLINK_MESSAGES.badTime };
  const rx = Array.isArray(uplink.rx_metadata) ? uplink.rx_metadata : [];
  return {
    devEui,
    time,
    fCnt: fCntOf(uplink.f_cnt ?? 0),
    bytes: base64Bytes(uplink.frm_payload),
    fields: uplink.decoded_payload,
    receptions: rx.map(receptionOf),
  };
}

/** Whether a webhook body is an uplink message (The Things Stack sends other messages to other paths, if set). */
export const isTtsUplink = (body: unknown) => 'uplink_message' in asRecord(body);
