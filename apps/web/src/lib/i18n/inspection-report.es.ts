import type { sharedReportEn } from './en-public';
import type { inspectionReportEn } from './inspection-report.en';
import type { Widen } from './widen';

/** Spanish messages of the inspection report screen and the shared page. */
export const inspectionReportEs: Widen<typeof inspectionReportEn> = {
  recordsIntro:
    'Los registros de seguridad alimentaria de cada ubicación: sus registros de enfriamiento y recalentamiento y, para sus responsables y encargados, su informe de inspección.',
  recordsNotAllowed: 'Los registros de seguridad alimentaria no forman parte de tu nivel de acceso.',
  recordsNoLocation: 'Todavía no ves ninguna ubicación.',
  notAvailable: 'El informe de inspección es para los responsables y encargados de este local.',
  intro:
    'Todo lo que pide un inspector, para un periodo: temperaturas, alertas y lo que se hizo, enfriamientos, listas de control, calibración, certificados y el registro de cambios.',
  period: 'Periodo',
  from: 'Desde',
  to: 'Hasta',
  download: 'Descargar PDF',
  downloadFailed: 'No se pudo generar el informe. Revise el periodo (como máximo un año) e inténtelo de nuevo.',
  shareTitle: 'Enlaces para un inspector',
  shareIntro:
    'Un enlace de solo lectura a este informe que no necesita cuenta. Caduca como máximo a los 30 días; puede terminarlo cuando quiera.',
  expiresInDays: 'Válido durante (días)',
  createLink: 'Crear enlace',
  shareFailed: 'No se pudo crear el enlace. Un enlace vale de 1 a 30 días.',
  linkCreated: 'Enlace creado: cópielo ahora, solo se muestra una vez',
  copy: 'Copiar',
  copied: 'Copiado',
  linkPeriod: 'Informe {{from}} – {{to}}',
  linkOpenings_one: 'abierto {{count}} vez',
  linkOpenings_other: 'abierto {{count}} veces',
  expires: 'caduca {{at}}',
  revoke: 'Terminar enlace',
  revoked: 'Enlace terminado',
  revokedBadge: 'Terminado',
  expiredBadge: 'Caducado',
  open: 'Informe de inspección',
};

export const sharedReportEs: Widen<typeof sharedReportEn> = {
  title: 'Informe de inspección: {{location}}',
  period: 'Periodo: {{from}} – {{to}}',
  validUntil: 'Este enlace es válido hasta el {{at}}.',
  openPdf: 'Descargar el informe (PDF)',
  readOnly: 'Informe de solo lectura compartido por la cocina a través de',
  unavailableTitle: 'Informe no disponible',
  unavailable: 'Este enlace ha caducado o la cocina lo ha terminado. Pídales uno nuevo.',
};
