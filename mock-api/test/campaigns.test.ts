/** /campaings: list order, detail, create, edit, PATCH status and associations, delete-to-draft. */
import { validCampaign } from 'shared-ui/fixtures';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewestFirst, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

const outbound = { ...validCampaign, typecampaing: 2, nivel: 2, name: 'Saliente de prueba' };

describe('list and detail', () => {
  it('lists the seed campaigns newest first over every status and both types', async () => {
    const { status, body } = await t.get('/campaings');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(isNewestFirst(body)).toBe(true);
    const statuses = new Set(body.map((c: { status: unknown }) => c.status));
    expect(statuses).toEqual(new Set([true, false, 'draft']));
    expect(new Set(body.map((c: { typecampaing: number }) => c.typecampaing))).toEqual(
      new Set([1, 2]),
    );
  });

  it('gives one campaign, or 404 for an unknown or malformed id', async () => {
    expect((await t.get('/campaings/1')).body).toMatchObject({ id: 1 });
    for (const id of ['999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect(await t.get(`/campaings/${id}`)).toMatchObject({
        status: 404,
        body: { message: api.notFound },
      });
    }
  });
});

describe('create', () => {
  it('assigns id and createdAt, drops unknown fields and client ids, and lists it first', async () => {
    const sent = Date.now();
    const res = await t.post('/campaings', { ...validCampaign, id: 5, createdAt: 'x', hack: 1 });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(13);
    // The server's clock at the request, not the client's value.
    expect(res.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(Math.floor(sent / 1000) * 1000);
    expect(Date.parse(res.body.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(res.body).not.toHaveProperty('hack');
    expect(res.body).toMatchObject({
      status: true,
      nivel: 2,
      profilesAssing: null,
      products: [],
      script: '',
    });
    expect((await t.get('/campaings')).body[0].id).toBe(13);
  });

  it('forces nivel null on outbound campaigns', async () => {
    const res = await t.post('/campaings', outbound);
    expect(res.body.nivel).toBeNull();
  });

  it('answers 400 with the SPEC messages per field', async () => {
    const res = await t.post('/campaings', { typecampaing: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(api.invalidBody);
    expect(res.body.errors).toMatchObject({
      name: validation.campaign.name,
      description: validation.campaign.description,
      nivel: validation.campaign.level,
      initDate: validation.campaign.initDate,
    });
    const long = await t.post('/campaings', { ...validCampaign, name: 'x'.repeat(71) });
    expect(long.body.errors).toEqual({ name: validation.common.maxChars(70) });
  });

  it('refuses association ids that do not exist, naming the field', async () => {
    const res = await t.post('/campaings', {
      ...validCampaign,
      products: [1, 999],
      profilesAssing: [1],
      knowledgebases: [77],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ products: api.unknownIds, knowledgebases: api.unknownIds });
  });
});

describe('edit', () => {
  it('replaces the fields and keeps associations the body leaves out', async () => {
    await t.patch('/campaings/1', { products: [2, 3], script: 'Hola' });
    const res = await t.put('/campaings/1', { ...validCampaign, name: 'Editada' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, name: 'Editada', products: [2, 3], script: 'Hola' });
    const cleared = await t.put('/campaings/1', { ...validCampaign, products: [] });
    expect(cleared.body.products).toEqual([]);
  });

  it('404s an unknown id and 400s a bad body', async () => {
    expect((await t.put('/campaings/999', validCampaign)).status).toBe(404);
    expect((await t.put('/campaings/1', { name: '' })).status).toBe(400);
  });

  it('PATCH sets the status, associations and script', async () => {
    const res = await t.patch('/campaings/2', {
      status: false,
      profilesAssing: [1, 2, 2],
      knowledgebases: [1],
      script: 'Buenos días',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: false,
      profilesAssing: [1, 2],
      knowledgebases: [1],
      script: 'Buenos días',
    });
    expect((await t.patch('/campaings/2', { status: true })).body.status).toBe(true);
    expect(
      (await t.patch('/campaings/2', { profilesAssing: null })).body.profilesAssing,
    ).toBeNull();
  });

  it('PATCH refuses an empty body, a string status, a long script and unknown ids', async () => {
    expect((await t.patch('/campaings/2', {})).status).toBe(400);
    expect((await t.patch('/campaings/2', { other: 1 })).status).toBe(400);
    expect((await t.patch('/campaings/2', { status: 'draft' })).status).toBe(400);
    const long = await t.patch('/campaings/2', { script: 'x'.repeat(1001) });
    expect(long.body.errors).toEqual({ script: validation.common.maxChars(1000) });
    const ids = await t.patch('/campaings/2', { profilesAssing: [404] });
    expect(ids.body.errors).toEqual({ profilesAssing: api.unknownIds });
    expect((await t.patch('/campaings/999', { status: true })).status).toBe(404);
  });
});

describe('delete', () => {
  it('moves an active or inactive campaign to draft, then deletes the draft', async () => {
    const created = (await t.post('/campaings', validCampaign)).body;
    const first = await t.delete(`/campaings/${created.id}`);
    expect(first).toMatchObject({
      status: 200,
      body: { deleted: false, movedToDraft: true, campaign: { id: created.id, status: 'draft' } },
    });
    const second = await t.delete(`/campaings/${created.id}`);
    expect(second).toMatchObject({ status: 200, body: { deleted: true, id: created.id } });
    expect((await t.get(`/campaings/${created.id}`)).status).toBe(404);
    expect((await t.delete(`/campaings/${created.id}`)).status).toBe(404);
  });

  it('never reuses a deleted id', async () => {
    const a = (await t.post('/campaings', { ...validCampaign, status: 'draft' })).body;
    await t.delete(`/campaings/${a.id}`);
    await t.restart();
    const b = (await t.post('/campaings', validCampaign)).body;
    expect(b.id).toBe(a.id + 1);
  });
});
