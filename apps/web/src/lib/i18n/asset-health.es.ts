import type { assetHealthEn } from './asset-health.en';

/** Spanish messages of appliance health (`health.*`). */
export const assetHealthEs: typeof assetHealthEn = {
  title: 'Estado',
  panelTitle: 'Estado del equipo',
  status: { OK: 'Bien', WATCH: 'Vigilar', SERVICE_SOON: 'Revisión pronto' },
  kinds: {
    DOOR_LEFT_OPEN: 'Puerta abierta',
    FREQUENT_DOOR_OPENINGS: 'Aperturas frecuentes',
    LONG_RECOVERY: 'Recuperación lenta',
    RISING_BASELINE: 'Temperatura en aumento',
    DEFROST_ABNORMAL: 'Problema de desescarche',
    UNSTABLE_CONTROL: 'Control inestable',
  },
  notJudged: 'Aún sin evaluar: el estado se aprende de unos días de lecturas de un sensor (solo equipos de frío).',
  allWell: 'Nada fuera de lo normal en sus lecturas recientes.',
  since: 'desde {{time}}',
  judgedAt: 'Evaluado a partir de sus lecturas a las {{time}}.',
  learned: 'Lo que aprendió',
  defrost: 'Desescarche cada {{hours}} h, de unos {{minutes}} min',
  noDefrost: 'No se encontró un ciclo de desescarche regular',
  doorOpenings: 'Unas {{count}} aperturas de puerta al día',
  recovery: 'Vuelve a su nivel habitual {{minutes}} min después de abrir la puerta',
  chartTitle: 'Temperatura estable, día a día',
  chartLabel: 'La temperatura estable de cada uno de los últimos {{count}} días',
  chartSeries: 'Temperatura estable',
  chartDay: 'Día',
  attentionTitle: 'Equipos que requieren atención',
  attentionAt: '{{appliance}} en {{location}}',
  notShown: '—',
};
