import { describe, expect, it } from 'vitest';
import { entriesOfMessage } from './mqtt-messages.js';

// entriesOfMessage parses each topic once and keeps its principal: a topic seen again, with another
// payload, must still name its own sensor, and a client's topic never another client's.
const CLIENT_A = '0b6f6c1e-7a0e-4c55-9a61-1f6d1c0f4a01';
const CLIENT_B = '5d2c9e44-1b7f-4f3a-8e2d-6c3b2a1f0e02';
const GATEWAY = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03';

describe('entriesOfMessage', () => {
  it('names the sensor of each topic, the same on every message of a topic, and only its own client', () => {
    const first = entriesOfMessage(`ks/${CLIENT_A}/sensors/KS-1/readings`, '{"temperature":3}');
    const again = entriesOfMessage(`ks/${CLIENT_A}/sensors/KS-1/readings`, '[{"temperature":4},{"temperature":5}]');
    const other = entriesOfMessage(`ks/${CLIENT_B}/sensors/KS-1/readings`, '{"temperature":6}');
    expect(first).toEqual([{ principal: { kind: 'topic', clientId: CLIENT_A, hwid: 'KS-1' }, raw: { temperature: 3 } }]);
    expect(again.map((e) => [e.principal, e.raw])).toEqual([
      [{ kind: 'topic', clientId: CLIENT_A, hwid: 'KS-1' }, { temperature: 4 }],
      [{ kind: 'topic', clientId: CLIENT_A, hwid: 'KS-1' }, { temperature: 5 }],
    ]);
    expect(other).toEqual([{ principal: { kind: 'topic', clientId: CLIENT_B, hwid: 'KS-1' }, raw: { temperature: 6 } }]);
  });

  it('names a gateway on its topic (client id lower-cased), and nothing on a topic that is not a readings topic', () => {
    const upper = `ks/${CLIENT_A.toUpperCase()}/gateways/${GATEWAY}/readings`;
    for (let i = 0; i < 2; i += 1) {
      expect(entriesOfMessage(upper, '[{"hwid":"KS-2","temperature":1}]')).toEqual([
        { principal: { kind: 'gatewayTopic', clientId: CLIENT_A, gatewayId: GATEWAY }, raw: { hwid: 'KS-2', temperature: 1 } },
      ]);
      expect(entriesOfMessage(`ks/${CLIENT_A}/sensors/KS-1/status`, '{"temperature":3}')).toEqual([]);
    }
  });
});
