import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundledTranslators } from '../../../lib/i18n/bundled-translators.test-support';
import { apiErrorMessage } from '../../../lib/errors/api-error-message';

/** A refusal of the reach API as Apollo hands it over: English words, the code and the step or shift `n`. */
const refusal = (message: string, extensions: Record<string, unknown>) => ({
  graphQLErrors: [{ message, extensions: { category: 'validation', ...extensions } }],
});

let t: Record<'en' | 'es', TFunction>;
beforeAll(async () => {
  t = await bundledTranslators();
});

describe("the reach API's refusals in the reader's language", () => {
  it.each([
    [
      refusal('Step 2: Waits are 1 to 240 minutes', { code: 'CHAIN_WAIT_RANGE', n: 2, field: 'steps.1.minutes' }),
      'Paso 2: una espera es de 1 a 240 minutos',
    ],
    [
      refusal('Step 3: Everyone in a chain must be a member of this company', { code: 'CHAIN_NOT_MEMBER', n: 3, field: 'steps.2.who' }),
      'Paso 3: todos los de una cadena deben ser miembros de esta empresa',
    ],
    [
      refusal('A chain needs at least one NOTIFY step', { code: 'CHAIN_NEEDS_NOTIFY', field: 'steps' }),
      'Una cadena necesita al menos un paso de aviso',
    ],
    [
      refusal('Shift 1: Everyone on the rota must be assigned to this location', {
        code: 'ROTA_NOT_ASSIGNED',
        n: 1,
        field: 'shifts.0.userId',
      }),
      'Turno 1: todos los de los turnos deben estar asignados a este local',
    ],
    [
      refusal('Quiet hours need a start and an end', { code: 'QUIET_HOURS_PAIR', field: 'quietStartMin' }),
      'Las horas de silencio necesitan un inicio y un fin',
    ],
    [
      refusal('Only an open alert can be acknowledged', { code: 'ALERT_NOT_OPEN', field: 'id' }),
      'Solo se puede confirmar una alerta abierta',
    ],
  ])('words %j in Spanish', (failure, spanish) => {
    expect(apiErrorMessage(failure, t.es, { fallback: 'x' })).toBe(spanish);
  });

  it('keeps the step number in English too, without reading the server’s words', () => {
    const wait = refusal('worded differently tomorrow', { code: 'CHAIN_WAIT_RANGE', n: 4 });
    expect(apiErrorMessage(wait, t.en, { fallback: 'x' })).toBe('Step 4: a wait is 1 to 240 minutes');
  });
});
