/** /profiles: CRUD and the all-or-nothing bulk import with per-row errors. */
import { validProfile } from 'shared-ui/fixtures';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewestFirst, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

const row = (i: number) => ({
  name: `Nombre${i}`,
  lastName: `Apellido${i}`,
  email: `contacto${i}@empresa.com`,
  phone: `41412345${String(i).padStart(2, '0')}`,
});

describe('profiles', () => {
  it('lists 12 seed profiles with roles, newest first', async () => {
    const { body } = await t.get('/profiles');
    expect(body).toHaveLength(12);
    expect(isNewestFirst(body)).toBe(true);
    expect(body.every((p: { role: string[] }) => p.role.length > 0)).toBe(true);
  });

  it('creates, reads, edits and deletes', async () => {
    const created = await t.post('/profiles', validProfile);
    expect(created).toMatchObject({ status: 201, body: { id: 13, ...validProfile } });
    expect((await t.get('/profiles/13')).body.email).toBe(validProfile.email);
    const edited = await t.put('/profiles/13', { ...validProfile, role: ['Agente', 'Funcional'] });
    expect(edited.body.role).toEqual(['Agente', 'Funcional']);
    expect((await t.delete('/profiles/13')).body).toEqual({ deleted: true, id: 13 });
    expect((await t.get('/profiles/13')).status).toBe(404);
  });

  it('gives the phone messages one at a time', async () => {
    const cases: [string, string][] = [
      ['', validation.profile.phoneRequired],
      ['41412345ab', validation.profile.phoneNumeric],
      ['41412', validation.profile.phoneIncomplete],
    ];
    for (const [phone, message] of cases) {
      const res = await t.post('/profiles', { ...validProfile, phone });
      expect(res.body.errors).toEqual({ phone: message });
    }
    const roles = await t.post('/profiles', { ...validProfile, role: ['Jefe'] });
    expect(roles.status).toBe(400);
  });

  it('unlinks a deleted profile from campaigns', async () => {
    expect((await t.get('/campaings/1')).body.profilesAssing).toContain(2);
    await t.delete('/profiles/2');
    expect((await t.get('/campaings/1')).body.profilesAssing).not.toContain(2);
  });
});

describe('bulk import', () => {
  it('creates every row with the chosen roles', async () => {
    const profiles = [row(1), row(2), { ...row(3), campain: 'Campaña 01' }];
    const res = await t.post('/profiles/bulk', { profiles, role: ['Agente'] });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(3);
    expect(res.body.role).toEqual(['Agente']);
    expect(res.body.created.map((p: { email: string }) => p.email)).toEqual(
      profiles.map((p) => p.email),
    );
    expect(res.body.created[2]).toMatchObject({ role: ['Agente'], campain: 'Campaña 01' });
  });

  it('stores nothing when a row is bad, and names the rows', async () => {
    const before = (await t.get('/profiles')).body.length;
    const profiles = [
      row(10),
      row(11),
      row(12),
      { ...row(13), phone: '12' },
      { ...row(14), email: 'x' },
    ];
    const res = await t.post('/profiles/bulk', { profiles, role: ['Agente'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'profiles[3].phone': validation.profile.phoneIncomplete,
      'profiles[4].email': validation.common.email,
    });
    expect(res.body.message).toBe(api.invalidRows([4, 5]));
    expect((await t.get('/profiles')).body.length).toBe(before);
  });

  it('refuses emails repeated in the file or already used, per row', async () => {
    const before = (await t.get('/profiles')).body.length;
    const profiles = [
      row(20),
      { ...row(21), email: 'CONTACTO1@empresa.com' },
      { ...row(22), email: row(20).email },
    ];
    const res = await t.post('/profiles/bulk', { profiles, role: ['Funcional'] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'profiles[1].email': api.profileEmailTaken,
      'profiles[2].email': api.profileEmailRepeated,
    });
    expect(res.body.message).toBe(api.invalidRows([2, 3]));
    expect((await t.get('/profiles')).body.length).toBe(before);
  });

  it('needs roles and 1 to 100 rows', async () => {
    expect((await t.post('/profiles/bulk', { profiles: [row(30)] })).body.errors).toEqual({
      role: validation.bulk.roles,
    });
    expect(
      (await t.post('/profiles/bulk', { profiles: [], role: ['Agente'] })).body.errors,
    ).toEqual({
      profiles: validation.bulk.empty,
    });
    const many = Array.from({ length: 101 }, (_, i) => row(i));
    const res = await t.post('/profiles/bulk', { profiles: many, role: ['Agente'] });
    expect(res.body.errors).toMatchObject({ profiles: validation.bulk.tooMany });
    expect((await t.post('/profiles/bulk', [row(1)])).status).toBe(400);
  });
});
