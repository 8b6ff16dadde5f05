import type { questPauseEn } from './quest-pause.en';
import type { Widen } from './widen';

/** La pausa de una misión en un solo local, en su página de detalles. */
export const questPauseEs: Widen<typeof questPauseEn> = {
  title: 'En marcha en cada local',
  intro: 'Al pausarla aquí no se abren nuevas listas en este local; los demás locales siguen.',
  running: 'En marcha',
  paused: 'En pausa aquí',
  pause: 'Pausar aquí',
  resume: 'Reanudar aquí',
  pauseAt: 'Pausar en {{location}}',
  resumeAt: 'Reanudar en {{location}}',
  pausedToast: 'En pausa en {{location}}',
  resumedToast: 'De nuevo en marcha en {{location}}',
  failed: 'No se pudo cambiar la pausa. Inténtelo de nuevo.',
};
