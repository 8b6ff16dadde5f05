import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/suite-server.js';
import { buildClient, buildUser, FACTORY_PASSWORD } from '../../../test/factories.js';
import { buildQuest, DOCS, ok, openActivation, tokenFor, type QuestResult } from '../../../test/quests.js';
import { systemQuery } from '../../../test/readings.js';
import { blankPng, uploadOk } from '../../../test/uploads.js';
import { pdfImages, pdfText } from '../../../test/pdf.js';

const server = useTestServer();
let tenant: Awaited<ReturnType<typeof buildClient>>;
let other: Awaited<ReturnType<typeof buildClient>>;
const tokens: Record<'manager' | 'cook' | 'porter' | 'elsewhere' | 'stranger', string> = {
  manager: '',
  cook: '',
  porter: '',
  elsewhere: '',
  stranger: '',
};
/** The cook's submission (a fix-it resolved, a photo) and the Basic User's own one. */
let cookSubmission: string;
let porterSubmission: string;
/** The cook's evening round, its photo left undone. */
let undoneSubmission: string;
let managerId: string;

const LATE_ANSWER = `mutation($activationId: ID!, $partId: ID!, $answer: QuestAnswerInput!, $clientAnswerId: ID, $answeredAt: DateTime, $device: String) {
  answerQuestAction(activationId: $activationId, partId: $partId, answer: $answer, clientAnswerId: $clientAnswerId, answeredAt: $answeredAt, device: $device) { id } }`;
const RESOLVE = 'mutation($id: ID!, $comment: String!) { resolveFixit(id: $id, comment: $comment) { id status } }';

async function download(id: string, token: string, query: Record<string, string> = {}, clientId = tenant.client.id) {
  return fetch(`${server.url}/reports/submissions/${id}/pdf?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}`, 'client-id': clientId },
  });
}

async function pdfOf(id: string, token: string, query: Record<string, string> = {}) {
  const response = await download(id, token, query);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { response, bytes, text: pdfText(bytes) };
}

/** A quest with a 'Cold room' section (fridge temperature, door seal) and a 'Dry store' section with a photo. */
async function questWithPhoto(
  name: string,
): Promise<{ quest: QuestResult; parts: Awaited<ReturnType<typeof buildQuest>>; photoPartId: string }> {
  const as = { token: tokens.manager };
  const parts = await buildQuest(server, tokens.manager, { locationIds: [tenant.location.id], name, activate: false });
  await ok(server, DOCS.createQuestSection, { questId: parts.quest.id, atIndex: 3 }, as);
  const withPhoto = await ok<{ createQuestAction: QuestResult }>(
    server,
    DOCS.createQuestAction,
    { questId: parts.quest.id, type: 'PHOTO', atIndex: 4 },
    as,
  );
  const [, , , section, photo] = withPhoto.createQuestAction.parts;
  if (section?.__typename !== 'SectionMarker' || photo?.__typename !== 'QuestActionPart') throw new Error('unexpected parts');
  await ok(server, DOCS.updateSectionMarker, { sectionId: section.id, name: 'Dry store', description: '' }, as);
  await ok(server, DOCS.updateAction, { actionId: photo.action.id, name: 'Photo of the shelves' }, as);
  const active = await ok<{ setQuestActive: QuestResult }>(server, DOCS.setQuestActive, { questId: parts.quest.id, active: true }, as);
  return { quest: active.setQuestActive, parts, photoPartId: photo.id };
}

/** Answers the whole checklist as `token` and submits it; returns the submission's id. */
async function doChecklist(token: string, built: Awaited<ReturnType<typeof questWithPhoto>>, celsius: number, picture: string | null) {
  const as = { token };
  const activationId = await openActivation(server, token, tenant.location.id, built.quest.id);
  const answer = (partId: string, value: Record<string, unknown>) => ok(server, DOCS.answer, { activationId, partId, answer: value }, as);
  await answer(built.parts.temperaturePartId, { temperature: celsius, unit: 'C' });
  await answer(built.parts.choicePartId, { optionIndexes: [0] });
  if (picture) await answer(built.photoPartId, { fileIds: [picture] });
  await ok(server, DOCS.submit, { activationId }, as);
  const { rows } = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM quest_submissions WHERE activation_id = $1', [
    activationId,
  ]);
  return rows[0]!.id;
}

beforeAll(async () => {
  tenant = await buildClient(server.pool, 'Pdf');
  other = await buildClient(server.pool, 'Rival');
  // A far zone (UTC+14): every time printed must be the location's clock, named.
  await systemQuery(server.pool, "UPDATE locations SET timezone = 'Pacific/Kiritimati' WHERE id = $1", [tenant.location.id]);
  const { rows } = await systemQuery<{ id: string }>(
    server.pool,
    "INSERT INTO locations (client_id, name, timezone) VALUES ($1, 'Pdf Annex', 'Europe/Paris') RETURNING id",
    [tenant.client.id],
  );
  const annex = rows[0]!.id;
  const users = {
    manager: await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'MANAGER' }),
    cook: await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'USER', locationIds: [tenant.location.id] }),
    porter: await buildUser(server.pool, {
      clientId: tenant.client.id,
      clientRole: 'USER',
      systemRole: 'BASIC',
      locationIds: [tenant.location.id],
    }),
    elsewhere: await buildUser(server.pool, { clientId: tenant.client.id, clientRole: 'LOCATION_MANAGER', locationIds: [annex] }),
    stranger: await buildUser(server.pool, { clientId: other.client.id, clientRole: 'MANAGER' }),
  };
  for (const [role, user] of Object.entries(users))
    tokens[role as keyof typeof tokens] = await tokenFor(server, user.email, FACTORY_PASSWORD);
  managerId = users.manager.id;
  await systemQuery(server.pool, "UPDATE users SET firstname = 'Carla', lastname = 'Cook' WHERE id = $1", [users.cook.id]);

  const walkIn = await questWithPhoto('Walk-in checks');
  const picture = await uploadOk(server, blankPng(1600, 1200), 'shelves.png', tokens.cook);
  // 9 °C is above the fridge's 5 °C: not compliant, a fix-it raised, which the manager resolves.
  const beforeSubmit = new Date();
  cookSubmission = await doChecklist(tokens.cook, walkIn, 9, picture.id);
  // A bar tablet kept an answer offline, given before the submit and arriving after it: late evidence.
  const { rows: activations } = await systemQuery<{ activation_id: string }>(
    server.pool,
    'SELECT activation_id FROM quest_submissions WHERE id = $1',
    [cookSubmission],
  );
  await ok(
    server,
    LATE_ANSWER,
    {
      activationId: activations[0]!.activation_id,
      partId: walkIn.parts.temperaturePartId,
      answer: { temperature: 4, unit: 'C' },
      clientAnswerId: randomUUID(),
      answeredAt: beforeSubmit.toISOString(),
      device: 'Bar tablet',
    },
    { token: tokens.manager },
  );
  const fixit = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM fixits WHERE submission_id = $1', [cookSubmission]);
  await ok(server, RESOLVE, { id: fixit.rows[0]!.id, comment: 'Moved the food to the reach-in' }, { token: tokens.manager });

  undoneSubmission = await doChecklist(tokens.cook, await questWithPhoto('Evening round'), 3, null);
  const porterRound = await questWithPhoto('Porter round');
  const porterPicture = await uploadOk(server, blankPng(300, 200), 'corridor.png', tokens.porter);
  porterSubmission = await doChecklist(tokens.porter, porterRound, 3, porterPicture.id);
});

describe('a checklist submission as a PDF', () => {
  it('prints the quest, its location, times in the location’s zone, score, verdict, answers by section and fix-its', async () => {
    const { response, text, bytes } = await pdfOf(cookSubmission, tokens.manager, { lang: 'en', unit: 'F' });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="checklist-walk-in-checks-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(text).toContain('Checklist submission');
    expect(text).toContain('Walk-in checks');
    expect(text).toContain('Location: Pdf Kitchen');
    expect(text).toMatch(/Window: .+GMT\+14/);
    expect(text).toMatch(/Submitted at: .+GMT\+14/);
    const { rows } = await systemQuery<{ submitted_at: Date; score: number }>(
      server.pool,
      'SELECT submitted_at, score FROM quest_submissions WHERE id = $1',
      [cookSubmission],
    );
    const localDay = new Intl.DateTimeFormat('en-US', { timeZone: 'Pacific/Kiritimati', month: 'short', day: 'numeric' }).format(
      rows[0]!.submitted_at,
    );
    expect(text).toContain(`Submitted at: ${localDay}`);
    expect(text).toContain('Submitted by: Carla Cook');
    expect(text).toContain(`Score: ${rows[0]!.score}%`);
    expect(text).toContain('Verdict: Not compliant: 1 fix-it raised');
    // Section headings in the quest's order, each answer under its own, the value in words.
    const cold = text.indexOf('Cold room');
    const dry = text.indexOf('Dry store');
    expect(cold).toBeGreaterThan(text.indexOf('Answers'));
    expect(dry).toBeGreaterThan(cold);
    expect(text.indexOf('Fridge temperature')).toBeGreaterThan(cold);
    expect(text.indexOf('Fridge temperature')).toBeLessThan(dry);
    expect(text).toContain('48.2 °F · Not compliant — fix-it raised');
    expect(text).toContain('Door seal intact?');
    expect(text).toContain('Yes · Compliant');
    expect(text.indexOf('Photo of the shelves')).toBeGreaterThan(dry);
    expect(text).toContain('1 file · Compliant');
    // The fix-it with its status and the resolution's comment.
    expect(text).toContain('Fix-its raised');
    expect(text).toMatch(/Fridge temperature: Resolved by Test User on .+GMT\+14/);
    expect(text).toContain('“Moved the food to the reach-in”');
    // The bar tablet's late answer, apart from the scored ones, with its device and both times.
    const late = text.slice(text.indexOf('Late evidence (not scored)'));
    expect(text.indexOf('Late evidence (not scored)')).toBeGreaterThan(text.indexOf('Fix-its raised'));
    expect(late).toContain('39.2 °F · Compliant');
    expect(late).toMatch(/Given on Bar tablet by Test User at .+GMT\+14 · received .+GMT\+14/);
    // The photo is embedded from a stored width (512 px), not the 1600 px original.
    expect(pdfImages(bytes)).toEqual([{ width: 512, height: 384 }]);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(1);
    pages.forEach((page, i) => expect(page).toMatch(new RegExp(`^\\s*Page ${i + 1}\\s*$`, 'm')));
  });

  it('prints an action left undone in its place in the checklist, as the fix-it it raised', async () => {
    const { text } = await pdfOf(undoneSubmission, tokens.cook);
    expect(text).toContain('Verdict: Not compliant: 1 fix-it raised');
    const dry = text.indexOf('Dry store');
    expect(dry).toBeGreaterThan(text.indexOf('Door seal intact?'));
    expect(text.indexOf('Photo of the shelves')).toBeGreaterThan(dry);
    expect(text.slice(dry)).toMatch(/Photo of the shelves\s+Not answered · Not done — fix-it raised/);
    expect(text).toMatch(/Photo of the shelves: Pending/);
  });

  it('writes temperatures in the unit asked for, else the viewer’s setting', async () => {
    expect((await pdfOf(cookSubmission, tokens.manager, { unit: 'C' })).text).toContain('9.0 °C · Not compliant');
    await systemQuery(server.pool, "UPDATE users SET temperature_unit = 'C' WHERE id = $1", [managerId]);
    expect((await pdfOf(cookSubmission, tokens.manager)).text).toContain('9.0 °C · Not compliant');
    await systemQuery(server.pool, "UPDATE users SET temperature_unit = 'F' WHERE id = $1", [managerId]);
    expect((await pdfOf(cookSubmission, tokens.manager)).text).toContain('48.2 °F · Not compliant');
  });

  it('speaks Spanish when asked: headings, verdict, values and page numbers', async () => {
    const { text } = await pdfOf(cookSubmission, tokens.manager, { lang: 'es', unit: 'C' });
    expect(text).toContain('Envío de lista de control');
    expect(text).toContain('Local: Pdf Kitchen');
    expect(text).toContain('Enviada por: Carla Cook');
    expect(text).toContain('Resultado: No conforme: 1 corrección generada');
    expect(text).toContain('Respuestas');
    expect(text).toContain('9,0 °C · No conforme: corrección generada');
    expect(text).toContain('Yes · Conforme');
    expect(text).toContain('Correcciones generadas');
    expect(text).toMatch(/Fridge temperature: Resuelta por Test User el/);
    expect(text).toMatch(/^\s*Página 1\s*$/m);
  });

  it('prints a note under its answer, and the sign-off: the drawing with who signed it when (or that nobody did)', async () => {
    const built = await questWithPhoto('Signed round');
    const as = { token: tokens.cook };
    const activationId = await openActivation(server, tokens.cook, tenant.location.id, built.quest.id);
    const note = 'Probe re-checked after the delivery';
    await ok(server, DOCS.answer, { activationId, partId: built.parts.temperaturePartId, answer: { temperature: 3, unit: 'C', note } }, as);
    await ok(server, DOCS.answer, { activationId, partId: built.parts.choicePartId, answer: { optionIndexes: [0] } }, as);
    const drawing = await uploadOk(server, blankPng(300, 120), 'signature.png', tokens.cook);
    await ok(
      server,
      'mutation($activationId: ID!, $signatureFileId: ID) { submitQuestActivation(activationId: $activationId, signatureFileId: $signatureFileId) { id } }',
      { activationId, signatureFileId: drawing.id },
      as,
    );
    const { rows } = await systemQuery<{ id: string }>(server.pool, 'SELECT id FROM quest_submissions WHERE activation_id = $1', [
      activationId,
    ]);
    const signed = await pdfOf(rows[0]!.id, tokens.manager);
    expect(signed.text).toContain(`Note: “${note}”`);
    expect(signed.text).toMatch(/Sign-off[\s\S]*Signed by Carla Cook at /);
    // The drawing is the only picture of this submission (its photo was left undone).
    expect(pdfImages(signed.bytes)).toHaveLength(1);
    const spanish = await pdfOf(rows[0]!.id, tokens.manager, { lang: 'es' });
    expect(spanish.text).toContain(`Nota: «${note}»`);
    expect(spanish.text).toContain('Firmado por Carla Cook el');
    expect((await pdfOf(undoneSubmission, tokens.manager)).text).toContain('Submitted without a signature');
  });

  it('answers 404 alike for another client, a location the viewer does not see, a missing id and a malformed one', async () => {
    const missing = await download('00000000-0000-4000-8000-000000000000', tokens.manager);
    expect(missing.status).toBe(404);
    const body = await missing.json();
    expect(body).toEqual({ error: 'Submission not found', code: 'NOT_FOUND' });
    for (const [token, clientId] of [
      [tokens.stranger, other.client.id],
      [tokens.elsewhere, tenant.client.id],
    ] as const) {
      const response = await download(cookSubmission, token, {}, clientId);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(body);
    }
    expect((await download('not-an-id', tokens.manager)).status).toBe(404);
    // Naming the submission's client in the header does not help a stranger: no membership there.
    expect((await download(cookSubmission, tokens.stranger, {}, tenant.client.id)).status).toBe(403);
    const anonymous = await fetch(`${server.url}/reports/submissions/${cookSubmission}/pdf`);
    expect(anonymous.status).toBe(401);
  });

  it('lets a Basic User download their own submissions only, as the app shows them', async () => {
    const own = await pdfOf(porterSubmission, tokens.porter);
    expect(own.text).toContain('Porter round');
    expect(own.text).toContain('Verdict: Compliant: every answer met its rule');
    expect(own.text).toContain('No fix-its were raised.');
    expect(own.text).not.toContain('Late evidence');
    const others = await download(cookSubmission, tokens.porter);
    expect(others.status).toBe(404);
    // A Standard User of the location opens everyone's, as in the app.
    expect((await pdfOf(cookSubmission, tokens.cook)).text).toContain('Walk-in checks');
  });
});
