import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../seed/demo-accounts.js';
import { gql } from '../../../test/harness.js';
import { useTestServer } from '../../../test/suite-server.js';
import { buildMember, buildTenant } from '../../../test/people.js';
import { DOCS } from '../../../test/quests.js';
import { blankPng, downloadFile, uploadOk } from '../../../test/uploads.js';

const ITEM = 'id name type mimeType size fileName url thumbnail image { small large } uploader { displayName } updatedAt';
const SEARCH = `query($search: String, $kind: AttachmentKindFilter, $first: Int, $page: Int) {
  searchAttachments(search: $search, kind: $kind, first: $first, page: $page) { totalCount page first items { ${ITEM} } }
}`;
const CREATE = `mutation($input: CreateAttachmentInput!) { createAttachment(input: $input) { ${ITEM} } }`;
const RENAME = `mutation($id: ID!, $name: String!) { updateAttachment(id: $id, name: $name) { ${ITEM} } }`;
const DELETE = 'mutation($id: ID!) { deleteAttachment(id: $id) { id } }';

type Item = { id: string; name: string; type: string; thumbnail: string | null; url: string; image: { small: string } | null };
type Search = { searchAttachments: { totalCount: number; items: Item[] } };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'ascii');

const server = useTestServer();

async function libraryOf(clientId: string) {
  const result = await server.pool.query('SELECT file_id, name FROM media_attachments WHERE client_id = $1 ORDER BY name', [clientId]);
  return result.rows as Array<{ file_id: string; name: string }>;
}

async function scene() {
  const tenant = await buildTenant(server.pool);
  const manager = await buildMember(server.pool, tenant.client.id, 'MANAGER', [tenant.locationA.id]);
  const add = async (bytes: Uint8Array, fileName: string, name?: string) => {
    const file = await uploadOk(server, bytes, fileName, manager.token);
    const created = await gql<{ createAttachment: Item }>(server, CREATE, { input: { fileId: file.id, name } }, { token: manager.token });
    expect(created.errors).toBeUndefined();
    return created.data!.createAttachment;
  };
  return { ...tenant, manager, add };
}

describe('media library', () => {
  it('adds uploads under their file name, with thumbnails and previews for pictures', async () => {
    const { manager, add } = await scene();
    const picture = await add(blankPng(640, 480), 'walk-in-door.png');
    expect(picture).toMatchObject({
      name: 'walk-in-door',
      type: 'PICTURE',
      thumbnail: `/files/${picture.id}/small`,
      url: `/files/${picture.id}/original`,
    });
    expect(picture.image?.small).toBe(`/files/${picture.id}/small`);
    const thumbnail = await downloadFile(server, picture.thumbnail!, { token: manager.token });
    expect(thumbnail.status).toBe(200);
    const document = await add(PDF, 'haccp-plan.pdf', 'HACCP plan 2026');
    expect(document).toMatchObject({ name: 'HACCP plan 2026', type: 'DOCUMENT', thumbnail: null, image: null });
  });

  it('searches by kind and by name, newest first, paged', async () => {
    const { manager, add } = await scene();
    await add(blankPng(64, 64), 'fridge-1.png');
    await add(PDF, 'cleaning-schedule.pdf');
    await add(blankPng(64, 64), 'Fridge 100% clean.png');
    const search = async (variables: Record<string, unknown>) =>
      (await gql<Search>(server, SEARCH, variables, { token: manager.token })).data!.searchAttachments;
    expect((await search({})).items.map((i) => i.name)).toEqual(['Fridge 100% clean', 'cleaning-schedule', 'fridge-1']);
    expect((await search({ kind: 'ANY' })).totalCount).toBe(3);
    expect((await search({ kind: 'PICTURE' })).items.map((i) => i.name)).toEqual(['Fridge 100% clean', 'fridge-1']);
    expect((await search({ kind: 'DOCUMENT' })).items.map((i) => i.name)).toEqual(['cleaning-schedule']);
    expect((await search({ kind: 'VIDEO' })).totalCount).toBe(0);
    expect((await search({ search: 'FRIDGE' })).totalCount).toBe(2);
    expect((await search({ search: '100%' })).items.map((i) => i.name)).toEqual(['Fridge 100% clean']);
    const second = await search({ first: 2, page: 2 });
    expect(second).toMatchObject({ totalCount: 3, items: [{ name: 'fridge-1' }] });
  });

  it('renames, and refuses a blank name', async () => {
    const { manager, add, client } = await scene();
    const item = await add(blankPng(64, 64), 'img_0042.png');
    const renamed = await gql<{ updateAttachment: Item }>(
      server,
      RENAME,
      { id: item.id, name: '  Probe placement  ' },
      { token: manager.token },
    );
    expect(renamed.data?.updateAttachment.name).toBe('Probe placement');
    const blank = await gql(server, RENAME, { id: item.id, name: ' ' }, { token: manager.token });
    expect(blank.errors?.[0]?.message).toBe('Field is required');
    expect(await libraryOf(client.id)).toEqual([{ file_id: item.id, name: 'Probe placement' }]);
  });

  it('deletes a file nobody uses: gone from the library and from downloads', async () => {
    const { manager, add, client } = await scene();
    const item = await add(blankPng(64, 64), 'old.png');
    const deleted = await gql<{ deleteAttachment: { id: string } }>(server, DELETE, { id: item.id }, { token: manager.token });
    expect(deleted.data?.deleteAttachment.id).toBe(item.id);
    expect(await libraryOf(client.id)).toEqual([]);
    expect((await downloadFile(server, item.url, { token: manager.token })).status).toBe(404);
  });

  it("refuses to delete a file used in a quest with the spec's message, changing nothing", async () => {
    const { manager, add, client, locationA } = await scene();
    const item = await add(blankPng(64, 64), 'how-to-probe.png');
    const quest = await gql<{ createQuest: { id: string } }>(
      server,
      DOCS.createQuest,
      { locationIds: [locationA.id] },
      { token: manager.token },
    );
    const withAction = await gql<{ createQuestAction: { parts: Array<{ action?: { id: string } }> } }>(
      server,
      DOCS.createQuestAction,
      { questId: quest.data!.createQuest.id, type: 'INSTRUCTION', atIndex: 0 },
      { token: manager.token },
    );
    const actionId = withAction.data!.createQuestAction.parts.find((p) => p.action)!.action!.id;
    const attached = await gql(server, DOCS.updateAction, { actionId, attachments: [item.id] }, { token: manager.token });
    expect(attached.errors).toBeUndefined();

    const refused = await gql(server, DELETE, { id: item.id }, { token: manager.token });
    expect(refused.errors?.[0]?.message).toBe('Cannot delete - file is used in Quest');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FILE_IN_USE');
    expect(await libraryOf(client.id)).toEqual([{ file_id: item.id, name: 'how-to-probe' }]);
    expect((await downloadFile(server, item.url, { token: manager.token })).status).toBe(200);
  });

  it("answers another client's file and attachment ids exactly like missing ones, changing nothing", async () => {
    const ours = await scene();
    const theirs = await scene();
    const foreign = await theirs.add(blankPng(64, 64), 'secret.png');
    const foreignUpload = await uploadOk(server, blankPng(32, 32), 'not-in-library.png', theirs.manager.token);
    const missing = '00000000-0000-4000-8000-0000000000ee';
    const token = ours.manager.token;
    for (const [query, variables, code] of [
      [CREATE, (id: string) => ({ input: { fileId: id } }), 'FILE_NOT_FOUND'],
      [RENAME, (id: string) => ({ id, name: 'Mine now' }), 'NOT_FOUND'],
      [DELETE, (id: string) => ({ id }), 'NOT_FOUND'],
    ] as const) {
      const answers = await Promise.all([foreign.id, foreignUpload.id, missing].map((id) => gql(server, query, variables(id), { token })));
      for (const answer of answers) {
        expect(answer.errors?.[0]?.extensions?.code).toBe(code);
        expect(answer).toEqual(answers[2]);
      }
    }
    expect(await libraryOf(theirs.client.id)).toEqual([{ file_id: foreign.id, name: 'secret' }]);
    expect(await libraryOf(ours.client.id)).toEqual([]);
    const search = await gql<Search>(server, SEARCH, {}, { token });
    expect(search.data?.searchAttachments.totalCount).toBe(0);
  });

  it('lets every member browse and only managers and location managers change the library', async () => {
    const { client, locationA, add } = await scene();
    const item = await add(blankPng(64, 64), 'shared.png');
    const outcomes: Record<string, string[]> = {};
    for (const level of ['FULL_ADMIN', 'MANAGER', 'LOCATION_MANAGER', 'STANDARD_USER', 'BASIC_USER'] as const) {
      const member = await buildMember(server.pool, client.id, level, [locationA.id]);
      const options = { token: member.token, clientId: client.id };
      const upload = await uploadOk(server, blankPng(16, 16), `${level}.png`, member.token, client.id);
      const results = [
        await gql(server, SEARCH, {}, options),
        await gql(server, CREATE, { input: { fileId: upload.id } }, options),
        await gql(server, RENAME, { id: item.id, name: `renamed by ${level}` }, options),
      ];
      outcomes[level] = results.map((r) => (r.errors ? String(r.errors[0]?.extensions?.code) : 'ok'));
    }
    expect(outcomes).toEqual({
      FULL_ADMIN: ['ok', 'ok', 'ok'],
      MANAGER: ['ok', 'ok', 'ok'],
      LOCATION_MANAGER: ['ok', 'ok', 'ok'],
      STANDARD_USER: ['ok', 'FORBIDDEN', 'FORBIDDEN'],
      BASIC_USER: ['ok', 'FORBIDDEN', 'FORBIDDEN'],
    });
    expect((await libraryOf(client.id)).map((r) => r.name).sort()).toEqual(
      ['FULL_ADMIN', 'LOCATION_MANAGER', 'MANAGER', 'renamed by LOCATION_MANAGER'].sort(),
    );
  });
});

describe('profile photo', () => {
  const PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id photo { small medium } } }';
  const names = { firstname: 'Pia', lastname: 'Photo' };

  it('sets a picture of the client as the photo, shows it to user administration, and removes it', async () => {
    const { client, locationA, manager } = await scene();
    const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', [locationA.id]);
    const picture = await uploadOk(server, blankPng(400, 400), 'me.png', cook.token);
    const set = await gql<{ updateProfile: { photo: { small: string } | null } }>(
      server,
      PROFILE,
      { input: { ...names, photoFileId: picture.id } },
      { token: cook.token },
    );
    expect(set.data?.updateProfile.photo?.small).toBe(`/files/${picture.id}/small`);
    const seen = await gql<{ user: { photo: { medium: string } | null } }>(
      server,
      'query($id: ID!) { user(id: $id) { photo { medium } } }',
      { id: cook.user.id },
      { token: manager.token },
    );
    expect(seen.data?.user.photo?.medium).toBe(`/files/${picture.id}/medium`);
    const kept = await gql<{ updateProfile: { photo: unknown } }>(server, PROFILE, { input: names }, { token: cook.token });
    expect(kept.data?.updateProfile.photo).not.toBeNull();
    const removed = await gql<{ updateProfile: { photo: unknown } }>(
      server,
      PROFILE,
      { input: { ...names, photoFileId: null } },
      { token: cook.token },
    );
    expect(removed.data?.updateProfile.photo).toBeNull();
  });

  it("refuses a document, and another client's picture like a missing one", async () => {
    const { client, locationA } = await scene();
    const cook = await buildMember(server.pool, client.id, 'STANDARD_USER', [locationA.id]);
    const pdf = await uploadOk(server, PDF, 'me.pdf', cook.token);
    const wrongKind = await gql(server, PROFILE, { input: { ...names, photoFileId: pdf.id } }, { token: cook.token });
    expect(wrongKind.errors?.[0]?.message).toBe('Invalid file type');
    const harbor = await buildMember(server.pool, DEMO_IDS.harbor, 'MANAGER', [DEMO_IDS.harborDowntown]);
    const foreign = await uploadOk(server, blankPng(64, 64), 'theirs.png', harbor.token);
    const answers = await Promise.all(
      [foreign.id, '00000000-0000-4000-8000-0000000000ee'].map((id) =>
        gql(server, PROFILE, { input: { ...names, photoFileId: id } }, { token: cook.token }),
      ),
    );
    expect(answers[0]?.errors?.[0]?.message).toBe('File not found');
    expect(answers[0]).toEqual(answers[1]);
    const row = await server.pool.query('SELECT count(*)::int AS n FROM user_photos WHERE user_id = $1', [cook.user.id]);
    expect(row.rows[0].n).toBe(0);
  });
});
