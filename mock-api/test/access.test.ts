/**
 * People of a company sign in: 'Dar acceso' gives a profile's person a temporary password, shown
 * once, that signs in once and only to choose their own; 'Quitar acceso' and deleting the profile
 * end every session of theirs at once; roles apply at the next request; the company always keeps
 * an Administrativo with access.
 */
import { validCampaign } from 'shared-ui/fixtures';
import { ROLE_PERMISSIONS } from 'shared-ui/permissions';
import { passwordChangeSchema, validate } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryPassword } from '../src/routes/access';
import { DEMO_EMAIL } from '../src/seed/account';
import { type Loose, PERSON_PASSWORD, startApi, type TestApi } from './helpers';

let t: TestApi;
/** A company of the tests' own: its first user's session and email. */
let owner: { token: string; email: string };

/** A new profile of the owner's company with `roles` (and `email`, unless a fresh one). */
let profiles = 0;
const newProfile = async (roles: string[], email?: string, token = owner.token) => {
  profiles += 1;
  const res = await t.post(
    '/profiles',
    {
      name: `Persona ${profiles}`,
      lastName: 'Prueba',
      email: email ?? `acceso-${profiles}-${Date.now()}@example.com`,
      phone: '4141234567',
      role: roles,
      campain: '',
    },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body as Loose;
};

const login = (username: string, password: string) =>
  t.post('/auth/login', { username, password }, { token: null });

/** The owner's profile: the one registration made, the company's only one then. */
let ownId: number;
const ownProfile = async () => (await t.get(`/profiles/${ownId}`, { token: owner.token })).body;

beforeAll(async () => {
  t = await startApi();
  owner = await t.newCompany();
  const listed = (await t.get('/profiles', { token: owner.token })).body as Loose[];
  expect(listed).toHaveLength(1);
  ownId = listed[0].id;
});
afterAll(() => t.close());

describe("a company's first user", () => {
  it('is a profile of the company, Administrativo, and its session holds every permission', async () => {
    const own = await ownProfile();
    expect(own).toMatchObject({ email: owner.email, role: ['Administrativo'], lastName: '' });
    expect((await t.get(`/profiles/${own.id}/access`, { token: owner.token })).body).toEqual({
      access: true,
      pending: false,
    });
    const me = await t.get('/auth/me', { token: owner.token });
    expect(me.body).toMatchObject({
      roles: ['Administrativo'],
      permissions: ROLE_PERMISSIONS.Administrativo,
      mustChangePassword: false,
    });
  });
});

describe('the temporary password', () => {
  it('follows the password rule, and is new each time', async () => {
    const passwords = new Set(Array.from({ length: 50 }, temporaryPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      const checked = await validate(passwordChangeSchema, {
        current: 'x',
        password,
        confirm: password,
      });
      expect(checked.ok, password).toBe(true);
    }
  });

  it('is shown once, signs in once, and only to choose a new one', async () => {
    const profile = await newProfile(['Agente']);
    const before = await t.get(`/profiles/${profile.id}/access`, { token: owner.token });
    expect(before.body).toEqual({ access: false, pending: false });

    const given = await t.post(`/profiles/${profile.id}/access`, undefined, {
      token: owner.token,
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ access: true, pending: true, username: profile.email });
    const temporary = given.body.password as string;
    // Shown once: no other answer carries it, and giving access again is refused.
    const state = await t.get(`/profiles/${profile.id}/access`, { token: owner.token });
    expect(state.body).toEqual({ access: true, pending: true });
    const again = await t.post(`/profiles/${profile.id}/access`, undefined, {
      token: owner.token,
    });
    expect([again.status, again.body]).toEqual([409, { message: api.accessExists }]);

    const first = await login(profile.email, temporary);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      roles: ['Agente'],
      permissions: ['password.change'],
      mustChangePassword: true,
    });
    const token = first.body.token as string;
    // That session may do nothing else, not even read what an Agente reads.
    for (const path of ['/campaings', '/account/company', `/profiles/${profile.id}`]) {
      const res = await t.get(path, { token });
      expect([res.status, res.body], path).toEqual([403, { message: api.mustChangePassword }]);
    }
    // A second sign-in with it is refused, as any wrong password.
    const second = await login(profile.email, temporary);
    expect([second.status, second.body]).toEqual([401, { message: validation.login.invalid }]);

    // The new password must be another.
    const same = await t.put(
      '/account/password',
      { current: temporary, password: temporary, confirm: temporary },
      { token },
    );
    expect([same.status, same.body.errors]).toEqual([400, { password: api.samePassword }]);
    const changed = await t.put(
      '/account/password',
      { current: temporary, password: PERSON_PASSWORD, confirm: PERSON_PASSWORD },
      { token },
    );
    expect(changed.status).toBe(200);

    // The same session now does what an Agente may, and no more.
    expect((await t.get('/campaings', { token })).status).toBe(200);
    expect((await t.get('/auth/me', { token })).body).toMatchObject({
      permissions: ROLE_PERMISSIONS.Agente,
      mustChangePassword: false,
    });
    expect((await login(profile.email, temporary)).status).toBe(401);
    const own = await login(profile.email, PERSON_PASSWORD);
    expect(own.body).toMatchObject({ mustChangePassword: false, roles: ['Agente'] });
    expect((await t.get(`/profiles/${profile.id}/access`, { token: owner.token })).body).toEqual({
      access: true,
      pending: false,
    });
  });

  it('is not given for an email another account signs in with, in any company', async () => {
    for (const email of [DEMO_EMAIL, owner.email]) {
      const profile = await newProfile(['Agente'], email);
      const res = await t.post(`/profiles/${profile.id}/access`, undefined, {
        token: owner.token,
      });
      expect([res.status, res.body], email).toEqual([409, { message: api.accessEmailTaken }]);
      expect((await t.get(`/profiles/${profile.id}/access`, { token: owner.token })).body).toEqual({
        access: false,
        pending: false,
      });
    }
  });
});

describe("'Quitar acceso' and deleting the profile", () => {
  it('end every live session of that user at once, and their sign-in', async () => {
    const person = await t.newPerson(owner.token, ['Funcional']);
    const other = (await login(person.email, person.password)).body.token as string;
    for (const token of [person.token, other]) {
      expect((await t.get('/campaings', { token })).status).toBe(200);
    }
    const removed = await t.delete(`/profiles/${person.profileId}/access`, {
      token: owner.token,
    });
    expect([removed.status, removed.body]).toEqual([200, { access: false, pending: false }]);
    for (const token of [person.token, other]) {
      expect((await t.get('/auth/me', { token })).status).toBe(401);
      expect((await t.get('/campaings', { token })).status).toBe(401);
    }
    expect((await login(person.email, person.password)).status).toBe(401);
    // The profile stays, without access; removing it again changes nothing.
    expect((await t.get(`/profiles/${person.profileId}`, { token: owner.token })).status).toBe(200);
    const again = await t.delete(`/profiles/${person.profileId}/access`, { token: owner.token });
    expect([again.status, again.body]).toEqual([200, { access: false, pending: false }]);
  });

  it('deleting the profile ends them too', async () => {
    const person = await t.newPerson(owner.token, ['Agente']);
    expect((await t.get('/auth/me', { token: person.token })).status).toBe(200);
    const deleted = await t.delete(`/profiles/${person.profileId}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await t.get('/auth/me', { token: person.token })).status).toBe(401);
    expect((await login(person.email, person.password)).status).toBe(401);
  });
});

describe('a change of roles', () => {
  it("applies at the user's next request, without signing in again", async () => {
    const person = await t.newPerson(owner.token, ['Agente']);
    const refused = await t.post('/campaings', validCampaign, { token: person.token });
    expect([refused.status, refused.body]).toEqual([403, { message: api.forbidden }]);

    const profile = (await t.get(`/profiles/${person.profileId}`, { token: owner.token })).body;
    const { id, createdAt: _createdAt, ...fields } = profile;
    const saved = await t.put(
      `/profiles/${id}`,
      { ...fields, role: ['Funcional'] },
      { token: owner.token },
    );
    expect(saved.status).toBe(200);

    const created = await t.post('/campaings', validCampaign, { token: person.token });
    expect(created.status).toBe(201);
    expect((await t.get('/auth/me', { token: person.token })).body).toMatchObject({
      roles: ['Funcional'],
      permissions: ROLE_PERMISSIONS.Funcional,
    });
  });
});

describe('the last Administrativo with access', () => {
  it('cannot lose the role, the access or the profile; another Administrativo frees them', async () => {
    const own = await ownProfile();
    const { id, createdAt: _createdAt, ...fields } = own;
    const complete = { ...fields, lastName: 'Fundadora', phone: '4141234567' };

    const demoted = await t.put(
      `/profiles/${id}`,
      { ...complete, role: ['Funcional', 'Agente'] },
      { token: owner.token },
    );
    expect([demoted.status, demoted.body]).toEqual([
      400,
      { message: api.lastAdministrator, errors: { role: api.lastAdministrator } },
    ]);
    const removed = await t.delete(`/profiles/${id}/access`, { token: owner.token });
    expect([removed.status, removed.body]).toEqual([409, { message: api.lastAdministrator }]);
    const deleted = await t.delete(`/profiles/${id}`, { token: owner.token });
    expect([deleted.status, deleted.body]).toEqual([409, { message: api.lastAdministrator }]);
    // Nothing changed: the owner is still Administrativo with access.
    expect((await t.get('/auth/me', { token: owner.token })).body.roles).toEqual([
      'Administrativo',
    ]);

    // With another Administrativo given access, the first may step down; then the other is
    // the last, and keeps the role and the access.
    const other = await t.newPerson(owner.token, ['Administrativo']);
    const stepped = await t.put(
      `/profiles/${id}`,
      { ...complete, role: ['Funcional'] },
      { token: owner.token },
    );
    expect(stepped.status).toBe(200);
    expect((await t.get('/auth/me', { token: owner.token })).body.roles).toEqual(['Funcional']);
    const last = await t.delete(`/profiles/${other.profileId}/access`, { token: other.token });
    expect([last.status, last.body]).toEqual([409, { message: api.lastAdministrator }]);
    // The owner, Funcional now, may not even try; and a profile without access does not count.
    const refused = await t.delete(`/profiles/${other.profileId}/access`, { token: owner.token });
    expect([refused.status, refused.body]).toEqual([403, { message: api.forbidden }]);
    const idle = await newProfile(['Administrativo'], undefined, other.token);
    const still = await t.delete(`/profiles/${other.profileId}`, { token: other.token });
    expect([still.status, still.body]).toEqual([409, { message: api.lastAdministrator }]);
    expect((await t.get(`/profiles/${idle.id}/access`, { token: other.token })).body.access).toBe(
      false,
    );
  });
});
