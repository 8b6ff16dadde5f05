import type { dragAndDropEn } from './drag-and-drop.en';
import type { Widen } from './widen';

/** Spanish: lo que oye un lector de pantalla al arrastrar. */
export const dragAndDropEs: Widen<typeof dragAndDropEn> = {
  pickedUp: 'Has levantado {{name}}.',
  over: '{{name}} está sobre {{place}}.',
  notOver: '{{name}} ya no está sobre un lugar donde soltarlo.',
  dropped: 'Has soltado {{name}} sobre {{place}}.',
  droppedNowhere: 'Has soltado {{name}} y se queda donde estaba.',
  cancelled: 'Se ha cancelado el movimiento de {{name}}; se queda donde estaba.',
  position: 'la posición {{position}} de {{count}}',
  floorplanOf: 'el plano de {{name}}',
  sortInstructions:
    'Pulsa espacio o intro para levantar la parte, usa las flechas para moverla y vuelve a pulsar espacio o intro para soltarla. Pulsa escape para cancelar.',
};
