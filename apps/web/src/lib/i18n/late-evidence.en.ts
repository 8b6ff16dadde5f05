/** Two phones on one checklist (issue 41 item 2): late evidence on a submission and on the late phone. */
export const lateEvidenceEn = {
  heading: 'Late evidence (not scored)',
  explained:
    'Answers another device gave before this checklist was submitted that reached the server after it. They are kept with their device and time; they do not change the score or raise fix-its.',
  given: 'Given on {{device}} by {{name}} at {{time}} · received {{received}}',
  unknownDevice: 'another device',
  submittedByOther: '{{name}} submitted this checklist at {{time}}, before the answers on this device reached the server.',
  kept_one:
    '{{count}} answer given on this device before that is kept on the submitted record as late evidence, with this device and its time. It does not change the score.',
  kept_other:
    '{{count}} answers given on this device before that are kept on the submitted record as late evidence, with this device and their times. They do not change the score.',
  notKept_one: '{{count}} answer given on this device after it was submitted was not kept.',
  notKept_other: '{{count}} answers given on this device after it was submitted were not kept.',
};
