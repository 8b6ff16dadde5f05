import type { offlineModeEn } from './offline-mode.en';

/** The shell's offline banner in Spanish. */
export const offlineModeEs: { [K in keyof typeof offlineModeEn]: string } = {
  since: 'Sin conexión desde las {{time}}',
  answersWaiting_one: '{{count}} respuesta pendiente',
  answersWaiting_other: '{{count}} respuestas pendientes',
  submitsWaiting_one: '{{count}} envío pendiente',
  submitsWaiting_other: '{{count}} envíos pendientes',
  staleData: 'Se muestran los últimos datos recibidos, a las {{time}}: pueden no estar al día.',
};
