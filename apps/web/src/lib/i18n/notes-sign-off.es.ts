import type { notesSignOffEn } from './notes-sign-off.en';

/** Notes, sign-off signature and large photos in Spanish. */
export const notesSignOffEs: { [K in keyof typeof notesSignOffEn]: string } = {
  addNote: 'Añadir una nota',
  editNote: 'Editar la nota',
  noteLabel: 'Nota sobre «{{action}}»',
  saveNote: 'Guardar nota',
  cancelNote: 'Cancelar',
  noteTooLong: 'Una nota puede tener como máximo {{max}} caracteres',
  noteCount: '{{count}} / {{max}}',
  noteWithAnswer: 'La nota se envía con tu respuesta.',
  note: 'Nota: {{note}}',
  signatureHeading: 'Firma de conformidad (opcional)',
  signatureHint: 'Firma con el dedo o el ratón. También puedes enviar sin firmar.',
  signaturePad: 'Área de firma: dibuja tu firma con el dedo o el ratón',
  clearSignature: 'Borrar',
  signedOnDevice: 'Firmado',
  signedBy: 'Firmado por {{name}} el {{time}}',
  signatureOf: 'Firma de {{name}}',
  closePhoto: 'Cerrar',
};
