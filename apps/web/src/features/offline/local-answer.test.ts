import { describe, expect, it } from 'vitest';
import { localAnswer } from './local-answer';
import type { OutboxAnswer } from './outbox-entry';

const entry = (answer: OutboxAnswer['answer'], files: OutboxAnswer['files'] = []): OutboxAnswer => ({
  kind: 'ANSWER',
  id: '5f0c2f7e-8a6b-4d38-9a51-0e7d1f2b3c4d',
  activationId: 'activation-1',
  owner: 'cook:client',
  partId: 'part-1',
  actionName: 'Walk-in temperature',
  savedAt: '2026-11-24T23:58:00.000Z',
  sequence: 1,
  answer,
  files,
});
const fridge = {
  id: 'action-1',
  type: 'TEMPERATURE' as const,
  name: 'Walk-in temperature',
  description: '',
  properties: JSON.stringify({ safeZones: [{ direction: 'BELOW', thresholdCelsius: 5 }] }),
};

describe('an answer still waiting on the device', () => {
  it('is shown with the compliance the server will give it, in °C, at the time it was saved', () => {
    expect(localAnswer(entry({ temperature: 41, unit: 'F' }), fridge, undefined)).toEqual(
      expect.objectContaining({ compliant: true, temperatureCelsius: 5, answeredAt: '2026-11-24T23:58:00.000Z', partId: 'part-1' }),
    );
    expect(localAnswer(entry({ temperature: 9, unit: 'C' }), fridge, undefined)?.compliant).toBe(false);
  });

  it('lists the files already on the server by name and the photos waiting for their upload', () => {
    const photo = { ...fridge, type: 'PHOTO' as const, name: 'Photo of the probe', properties: '{}' };
    const saved = {
      id: 'answer-1',
      partId: 'part-1',
      compliant: true,
      temperatureCelsius: null,
      optionIndexes: [],
      chosenOptions: [],
      acknowledged: null,
      answeredAt: '2026-11-24T20:00:00.000Z',
      note: null,
      files: [{ id: 'file-1', name: 'probe.png', url: '/files/file-1', thumbnail: null, large: null, type: 'PICTURE' }],
      answeredBy: { id: 'cook', displayName: 'Chris Cook' },
      action: photo,
    };
    const shown = localAnswer(entry({ fileIds: ['file-1'] }, [{ name: 'door.png', type: 'image/png', kinds: ['PICTURE'] }]), photo, saved);
    expect(shown?.files.map((file) => file.name)).toEqual(['probe.png', 'door.png']);
    expect(shown?.compliant).toBe(true);
    expect(shown?.answeredBy).toEqual({ id: 'cook', displayName: 'Chris Cook' });
  });

  it('is not shown when the rule refuses it (the server would too)', () => {
    expect(localAnswer(entry({}), fridge, undefined)).toBeNull();
  });
});
