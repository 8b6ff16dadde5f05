/**
 * A LoRaWAN sensor's radio health, from the network server's metadata: the best gateway's RSSI and SNR
 * and the frame counter. Thresholds: below -115 dBm or -10 dB SNR a LoRa link loses uplinks to any
 * interference (Semtech's SX1276 sensitivity at SF7-SF9 is -123..-129 dBm, with ~10 dB of margin).
 */
export const WEAK_SIGNAL = { rssiBelow: -115, snrBelow: -10 } as const;
/** LoRaWAN 1.0 MAX_FCNT_GAP: a larger jump is a device reset or rejoin, not lost uplinks. */
export const MAX_FCNT_GAP = 16384;

export function isWeakSignal(rssi: number | null, snr: number | null): boolean {
  return (rssi !== null && rssi < WEAK_SIGNAL.rssiBelow) || (snr !== null && snr < WEAK_SIGNAL.snrBelow);
}

/**
 * How many uplinks were lost between the last frame counter seen and this one: the gap, 0 for a repeat,
 * an older frame, a counter reset (rejoin) or a jump beyond MAX_FCNT_GAP.
 */
export function lostUplinksBetween(lastFcnt: number | null, fcnt: number): number {
  if (lastFcnt === null || fcnt <= lastFcnt) return 0;
  const gap = fcnt - lastFcnt - 1;
  return gap > MAX_FCNT_GAP ? 0 : gap;
}

/** The best of several gateways' receptions of one uplink: the highest SNR, then the highest RSSI. */
export function bestReception(receptions: { rssi: number | null; snr: number | null }[]): { rssi: number | null; snr: number | null } {
  let best: { rssi: number | null; snr: number | null } = { rssi: null, snr: null };
  const score = (r: { rssi: number | null; snr: number | null }) => [r.snr ?? -Infinity, r.rssi ?? -Infinity] as const;
  for (const reception of receptions) {
    const [snr, rssi] = score(reception);
    const [bestSnr, bestRssi] = score(best);
    if (snr > bestSnr || (snr === bestSnr && rssi > bestRssi)) best = reception;
  }
  return best;
}
