import { describe, expect, it } from 'vitest';
import {
  base64Bytes,
  bestReception,
  decodeDraginoLht65n,
  decodeElsysErs,
  decodeMilesightEm300Th,
  decodeUplink,
  isWeakSignal,
  lht65nBatteryVolts,
  lostUplinksBetween,
  normalDevEui,
} from './index.js';

const hex = (text: string) =>
  Uint8Array.from(
    text
      .replace(/\s+/g, '')
      .match(/../g)!
      .map((b) => parseInt(b, 16)),
  );

describe('Dragino LHT65N', () => {
  // LHT65N LoRaWAN Temperature & Humidity Sensor Manual (wiki.dragino.com), §2.4 "Uplink Payload":
  // example "CBF60B0D0376010ADD7FFF" -> BatV 3.062, Bat_status 3 (good), TempC_SHT 28.29, Hum_SHT 88.6, TempC_DS 27.81.
  it('decodes the manual example payload', () => {
    const bytes = hex('CB F6 0B 0D 03 76 01 0A DD 7F FF');
    expect(decodeDraginoLht65n(bytes)).toEqual({
      ok: true,
      decoded: { temperature: 28.29, humidity: 88.6, batteryLevel: 100, probeTemperature: 27.81 },
    });
    expect(lht65nBatteryVolts(bytes)).toBe(3.062);
  });

  it('reads a negative temperature (int16, two’s complement) on both channels', () => {
    // Built-in 0xF830 = -2000 -> -20.00 °C; probe 0xF63C = -2500 -> -25.00 °C.
    const result = decodeDraginoLht65n(hex('CB F6 F8 30 01 F4 01 F6 3C 7F FF'));
    expect(result).toEqual({ ok: true, decoded: { temperature: -20, humidity: 50, batteryLevel: 100, probeTemperature: -25 } });
  });

  it('treats 0x7FFF in the probe field as an unplugged probe (manual §2.4.5)', () => {
    const result = decodeDraginoLht65n(hex('CB F6 0B 0D 03 76 01 7F FF 7F FF'));
    expect(result.ok && result.decoded.probeTemperature).toBeNull();
    expect(result.ok && result.decoded.temperature).toBe(28.29);
  });

  it('reads the battery status bits: ultra low and low fall under the 20 % notice', () => {
    // Manual §2.4.2: 00 ultra low (≤ 2.50 V), 01 low (≤ 2.55 V), 10 OK, 11 good. 0x09C4 = 2500 mV; 0x49F6 = 01 + 2550 mV.
    const ultraLow = decodeDraginoLht65n(hex('09 C4 0B 0D 03 76 01 0A DD 7F FF'));
    const low = decodeDraginoLht65n(hex('49 F6 0B 0D 03 76 01 0A DD 7F FF'));
    expect(ultraLow.ok && ultraLow.decoded.batteryLevel).toBe(5);
    expect(low.ok && low.decoded.batteryLevel).toBe(15);
  });

  it('has no probe channel when the external sensor type is not the temperature probe', () => {
    const result = decodeDraginoLht65n(hex('CB F6 0B 0D 03 76 00 00 00 00 00'));
    expect(result.ok && result.decoded.probeTemperature).toBeNull();
  });

  it('refuses a payload of the wrong length', () => {
    expect(decodeDraginoLht65n(hex('CB F6 0B 0D 03 76 01 0A DD 7F'))).toEqual({
      ok: false,
      error: 'DRAGINO_LHT65N payload must be 11 bytes, got 10',
    });
  });
});

describe('Milesight EM300-TH', () => {
  // Milesight-IoT/SensorDecoders, EM_Series/EM300_Series/EM300-TH/README.md, "Example for The Things Network":
  // 01 75 5C 03 67 34 01 04 68 65 -> battery 92, temperature 30.8, humidity 50.5.
  it('decodes the vendor example payload', () => {
    expect(decodeMilesightEm300Th(hex('01 75 5C 03 67 34 01 04 68 65'))).toEqual({
      ok: true,
      decoded: { temperature: 30.8, humidity: 50.5, batteryLevel: 92, probeTemperature: null },
    });
  });

  it('reads a freezer temperature (int16 little-endian, 0xFF4C = -180 -> -18.0 °C)', () => {
    const result = decodeMilesightEm300Th(hex('03 67 4C FF 04 68 50'));
    expect(result).toEqual({ ok: true, decoded: { temperature: -18, humidity: 40, batteryLevel: null, probeTemperature: null } });
  });

  it('skips the device information channel (ff) sent after joining', () => {
    const result = decodeMilesightEm300Th(hex('FF 0B FF FF 01 01 03 67 34 01'));
    expect(result.ok && result.decoded.temperature).toBe(30.8);
  });

  it('refuses an unknown channel and a channel cut short', () => {
    expect(decodeMilesightEm300Th(hex('05 99 01'))).toEqual({
      ok: false,
      error: 'MILESIGHT_EM300_TH payload has an unknown channel 05 99 at byte 0',
    });
    expect(decodeMilesightEm300Th(hex('01 75 5C 03 67 34'))).toEqual({
      ok: false,
      error: 'MILESIGHT_EM300_TH payload must be whole channels of bytes, got 6',
    });
  });
});

describe('Elsys ERS', () => {
  // Elsys "LoRa payload" specification (elsys.se, Elsys-LoRa-payload v10), example
  // 0100E202290400270506060308070D62 -> temperature 22.6, humidity 41, light 39, motion 6, co2 776, vdd 3426.
  it('decodes the specification example payload', () => {
    expect(decodeElsysErs(hex('01 00 E2 02 29 04 00 27 05 06 06 03 08 07 0D 62'))).toEqual({
      ok: true,
      decoded: { temperature: 22.6, humidity: 41, batteryLevel: 71, probeTemperature: null },
    });
  });

  it('reads a negative temperature (0xFF38 = -200 -> -20.0 °C) and a low cell (3.05 V -> 8 %)', () => {
    expect(decodeElsysErs(hex('01 FF 38 07 0B EA'))).toEqual({
      ok: true,
      decoded: { temperature: -20, humidity: null, batteryLevel: 8, probeTemperature: null },
    });
  });

  it('refuses an unknown type and a value cut short', () => {
    expect(decodeElsysErs(hex('01 00 E2 99 00'))).toEqual({ ok: false, error: 'ELSYS_ERS payload has an unknown type 0x99 at byte 3' });
    expect(decodeElsysErs(hex('01 00'))).toEqual({ ok: false, error: 'ELSYS_ERS payload must be whole values of bytes, got 2' });
  });
});

describe('decodeUplink', () => {
  it('prefers the network server’s decoded fields, read through the model’s field map', () => {
    // Dragino's TTN decoder output for the manual example (LHT65N manual §2.4).
    const fields = { BatV: 3.062, Bat_status: 3, Ext_sensor: 'Temperature Sensor', Hum_SHT: 88.6, TempC_DS: 27.81, TempC_SHT: 28.29 };
    expect(decodeUplink({ model: 'DRAGINO_LHT65N', bytes: null, fields })).toEqual({
      ok: true,
      decoded: { temperature: 28.29, humidity: 88.6, batteryLevel: 100, probeTemperature: 27.81 },
    });
    // The codec prints an unplugged probe as 327.67.
    const unplugged = decodeUplink({ model: 'DRAGINO_LHT65N', bytes: null, fields: { ...fields, TempC_DS: 327.67 } });
    expect(unplugged.ok && unplugged.decoded.probeTemperature).toBeNull();
    expect(decodeUplink({ model: 'ELSYS_ERS', bytes: null, fields: { temperature: 4.2, humidity: 60, vdd: 3600 } })).toEqual({
      ok: true,
      decoded: { temperature: 4.2, humidity: 60, batteryLevel: 100, probeTemperature: null },
    });
  });

  it('decodes the bytes when no fields were sent, and GENERIC needs fields', () => {
    const bytes = base64Bytes('AXVcA2c0AQRoZQ==');
    expect(decodeUplink({ model: 'MILESIGHT_EM300_TH', bytes, fields: {} })).toMatchObject({ ok: true, decoded: { temperature: 30.8 } });
    expect(decodeUplink({ model: 'GENERIC', bytes })).toEqual({
      ok: false,
      error: 'A GENERIC sensor needs the network server to decode its payload (no decoded fields were sent)',
    });
    expect(decodeUplink({ model: 'GENERIC', bytes, fields: { temperature: 3.5, battery: 80 } })).toMatchObject({
      ok: true,
      decoded: { temperature: 3.5, batteryLevel: 80 },
    });
  });

  it('refuses a value outside the model’s physical range, a non-numeric field and a missing temperature', () => {
    // 0x2710 = 10000 -> 100.00 °C: beyond the built-in sensor's 85 °C.
    expect(decodeUplink({ model: 'DRAGINO_LHT65N', bytes: hex('CB F6 27 10 03 76 01 0A DD 7F FF') })).toEqual({
      ok: false,
      error: "DRAGINO_LHT65N temperature 100 is outside the sensor's range -40..85",
    });
    expect(decodeUplink({ model: 'MILESIGHT_EM300_TH', bytes: null, fields: { temperature: '30.8' } })).toEqual({
      ok: false,
      error: 'Decoded field "temperature" is not a number',
    });
    expect(decodeUplink({ model: 'MILESIGHT_EM300_TH', bytes: hex('01 75 5C') })).toEqual({
      ok: false,
      error: 'The uplink carries no temperature',
    });
    expect(decodeUplink({ model: 'ELSYS_ERS', bytes: new Uint8Array() })).toEqual({ ok: false, error: 'The uplink carries no payload' });
  });
});

describe('LoRaWAN helpers', () => {
  it('reads base64 and DevEUIs', () => {
    expect([...base64Bytes('y/YLDQN2AQrdf/8=')!]).toEqual([...hex('CBF60B0D0376010ADD7FFF')]);
    expect(base64Bytes('not base64!')).toBeNull();
    expect(normalDevEui('a84041000181c061')).toBe('A84041000181C061');
    expect(normalDevEui('a84041000181c06')).toBeNull();
  });

  it('counts lost uplinks from frame-counter gaps, not from repeats, resets or huge jumps', () => {
    expect(lostUplinksBetween(null, 10)).toBe(0);
    expect(lostUplinksBetween(10, 11)).toBe(0);
    expect(lostUplinksBetween(10, 14)).toBe(3);
    expect(lostUplinksBetween(10, 10)).toBe(0);
    expect(lostUplinksBetween(500, 1)).toBe(0);
    expect(lostUplinksBetween(1, 1 + 16386)).toBe(0);
  });

  it('keeps the best gateway and calls a weak link weak', () => {
    expect(
      bestReception([
        { rssi: -110, snr: -3 },
        { rssi: -95, snr: 7.5 },
        { rssi: -90, snr: 7.5 },
      ]),
    ).toEqual({ rssi: -90, snr: 7.5 });
    expect(isWeakSignal(-120, 2)).toBe(true);
    expect(isWeakSignal(-100, -12)).toBe(true);
    expect(isWeakSignal(-100, 5)).toBe(false);
  });
});
