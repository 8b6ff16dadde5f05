import type { lateEvidenceEn } from './late-evidence.en';

/** Late evidence in Spanish. */
export const lateEvidenceEs: { [K in keyof typeof lateEvidenceEn]: string } = {
  heading: 'Evidencia tardía (sin puntuar)',
  explained:
    'Respuestas que otro dispositivo dio antes de que se enviara esta lista y que llegaron al servidor después. Se guardan con su dispositivo y su hora; no cambian la puntuación ni abren correcciones.',
  given: 'Dada en {{device}} por {{name}} a las {{time}} · recibida {{received}}',
  unknownDevice: 'otro dispositivo',
  submittedByOther: '{{name}} envió esta lista a las {{time}}, antes de que las respuestas de este dispositivo llegaran al servidor.',
  kept_one:
    '{{count}} respuesta dada en este dispositivo antes de eso se guarda en el registro enviado como evidencia tardía, con este dispositivo y su hora. No cambia la puntuación.',
  kept_other:
    '{{count}} respuestas dadas en este dispositivo antes de eso se guardan en el registro enviado como evidencia tardía, con este dispositivo y sus horas. No cambian la puntuación.',
  notKept_one: '{{count}} respuesta dada en este dispositivo después del envío no se guardó.',
  notKept_other: '{{count}} respuestas dadas en este dispositivo después del envío no se guardaron.',
};
