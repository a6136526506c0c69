/** /account company and representative, /settings, /inbound-graph and /search. */
import { requiredMessage, SMS_LABELS, VOICE_LABELS } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { decryptSecret, settingsKey } from '../src/secrets';
import { startApi, type TestApi } from './helpers';

/** The test servers' key: none given, the development key. */
const KEY = settingsKey(undefined);

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

describe('account', () => {
  it('reads and saves the company data', async () => {
    const { body } = await t.get('/account/company');
    expect(body).toMatchObject({ razon_social: expect.any(String), rif: expect.any(String) });
    const res = await t.put('/account/company', {
      ...body,
      razon_social: 'Nueva Razón C.A.',
      x: 1,
    });
    expect(res.body.razon_social).toBe('Nueva Razón C.A.');
    expect(res.body).not.toHaveProperty('x');
    expect((await t.get('/account/company')).body.razon_social).toBe('Nueva Razón C.A.');
    expect((await t.companyOnDisk()).company.razon_social).toBe('Nueva Razón C.A.');
    const bad = await t.put('/account/company', { ...body, email: 'no-es-correo', rif: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBe(validation.common.email);
    expect(Object.keys(bad.body.errors)).toEqual(['rif', 'email']);
  });

  it('reads and saves the representative', async () => {
    const { body } = await t.get('/account/representative');
    expect(body).toMatchObject({ name: 'Carolina', lastName: 'Méndez' });
    const res = await t.put('/account/representative', { ...body, cargo: 'Directora' });
    expect(res.body.cargo).toBe('Directora');
    expect((await t.put('/account/representative', { ...body, age: 40 })).status).toBe(400);
    expect((await t.put('/account/representative', { ...body, gender: 'x' })).status).toBe(400);
  });
});

describe('settings', () => {
  const sms = {
    host: 'sms.ejemplo.com',
    port: 5061,
    user: 'u',
    password: 'p',
    operator: 'other',
    phone: '+584141112233',
  };

  it('serves record 1 with the SPEC placeholders', async () => {
    const { body } = await t.get('/settings');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id: 1,
      port: 5060,
      localport: 5060,
      registerexpires: 3600,
      linktestinterval: 1800,
    });
    expect((await t.get('/settings/1')).body).toEqual(body[0]);
    expect((await t.get('/settings/2')).status).toBe(404);
  });

  it('saves the SMS tab alone and keeps the voice fields', async () => {
    const res = await t.patch('/settings/1', sms);
    expect(res.status).toBe(200);
    const { password: _p, ...visible } = sms;
    expect(res.body).toMatchObject({ ...visible, passwordSet: true, registerexpires: 3600 });
    expect(res.body).not.toHaveProperty('password');
  });

  it('never sends the gateway password back; an empty one keeps it', async () => {
    const secret = 'Secreto-Pasarela-9';
    await t.patch('/settings/1', { ...sms, password: secret });
    const reads = [await t.get('/settings'), await t.get('/settings/1')];
    for (const { body } of reads) {
      expect(JSON.stringify(body)).not.toContain(secret);
      expect(JSON.stringify(body)).not.toContain('"password"');
    }
    expect(reads[1]?.body.passwordSet).toBe(true);
    const stored = async () => decryptSecret((await t.companyOnDisk()).settings[0].password, KEY);
    for (const password of ['', '   ', undefined]) {
      const res = await t.patch('/settings/1', { ...sms, operator: 'tmobile', password });
      expect(res.status).toBe(200);
      expect(await stored()).toBe(secret);
    }
    // A new one replaces it.
    await t.patch('/settings/1', { ...sms, password: 'Nueva-9' });
    expect(await stored()).toBe('Nueva-9');
  });

  it('sends the stored password nowhere new: a new host, port or user needs it again', async () => {
    await t.patch('/settings/1', { ...sms, password: 'Clave-Pasarela-1' });
    for (const change of [{ host: 'otro.ejemplo.com' }, { port: 5070 }, { user: 'otro' }]) {
      for (const password of ['', undefined]) {
        expect(await t.patch('/settings/1', { ...sms, ...change, password })).toMatchObject({
          status: 400,
          body: { errors: { password: api.settingsPasswordAgain } },
        });
      }
      expect((await t.get('/settings/1')).body).toMatchObject({ host: sms.host, port: sms.port });
    }
    const moved = await t.patch('/settings/1', {
      ...sms,
      host: 'otro.ejemplo.com',
      password: 'Clave-Pasarela-2',
    });
    expect(moved).toMatchObject({ status: 200, body: { host: 'otro.ejemplo.com' } });
    // The voice tab alone sends none of them: it needs no password.
    const current = (await t.get('/settings/1')).body;
    const {
      host: _h,
      port: _p,
      user: _u,
      operator: _o,
      phone: _ph,
      passwordSet: _s,
      ...voice
    } = current;
    expect((await t.patch('/settings/1', { ...voice, registerexpires: 1800 })).status).toBe(200);
    await t.patch('/settings/1', { ...sms, password: 'p' });
  });

  it('keeps the gateway password encrypted on disk, with the key from the environment', async () => {
    const key = 'clave-de-prueba-de-la-configuracion';
    const own = await startApi({ settingsKey: key });
    try {
      // The seed's password, in clear in the seed, is encrypted as the file is written.
      const seeded = (await own.companyOnDisk()).settings[0].password as string;
      expect(seeded).toMatch(/^enc:v1:/);
      expect(decryptSecret(seeded, settingsKey(key))).toBe('SmsGateway2026');
      await own.patch('/settings/1', { ...sms, password: 'Secreto-En-Reposo-7' });
      const text = await readFile(own.dbFile, 'utf8').catch(() => '');
      const disk = JSON.stringify(await own.disk());
      expect(`${text}${disk}`).not.toContain('Secreto-En-Reposo-7');
      const written = (await own.companyOnDisk()).settings[0].password as string;
      expect(decryptSecret(written, settingsKey(key))).toBe('Secreto-En-Reposo-7');
      // Another key cannot read it.
      expect(() => decryptSecret(written, settingsKey('otra-clave'))).toThrow();
    } finally {
      await own.close();
    }
  });

  it('asks for a password when none is stored', async () => {
    const other = await startApi();
    try {
      await other.companyDb().write((tx) => tx.update('settings', 1, { password: '' }));
      const res = await other.patch('/settings/1', { ...sms, password: '' });
      expect(res).toMatchObject({
        status: 400,
        body: { errors: { password: requiredMessage(SMS_LABELS.password) } },
      });
    } finally {
      await other.close();
    }
  });

  it('saves the voice tab when all its fields come', async () => {
    const current = (await t.get('/settings')).body[0];
    const res = await t.patch('/settings/1', { ...current, id: 99, registerexpires: 7200 });
    expect(res.body).toMatchObject({ id: 1, registerexpires: 7200, host: sms.host });
  });

  it('requires the whole group of any field sent', async () => {
    const res = await t.patch('/settings/1', { host: 'solo-host', unregister: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      port: requiredMessage(SMS_LABELS.port),
      voiceprofile: requiredMessage(VOICE_LABELS.voiceprofile),
    });
    expect(res.body.errors).not.toHaveProperty('host');
    expect(await t.patch('/settings/1', { other: 1 })).toMatchObject({
      status: 400,
      body: { message: api.settingsEmpty },
    });
    expect((await t.patch('/settings/1', { ...sms, port: 70000 })).body.errors).toEqual({
      port: validation.common.port,
    });
    expect((await t.patch('/settings/2', sms)).status).toBe(404);
  });
});

describe('inbound graph', () => {
  it('serves 30 days ending today, oldest first', async () => {
    const { body } = await t.get('/inbound-graph');
    expect(body).toHaveLength(30);
    expect(body.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.map((p: { date: string }) => p.date)).toEqual(
      [...body.map((p: { date: string }) => p.date)].sort(),
    );
    expect(body[0]).toEqual({
      date: expect.any(String),
      callInbound: expect.any(Number),
      callOutbound: expect.any(Number),
    });
  });
});

describe('search', () => {
  it('finds names across areas, ignoring case and accents', async () => {
    const { body } = await t.get('/search?q=CAMPANA');
    expect(body).toContainEqual({ type: 'campaign', id: 12, name: 'Campaña Navidad Pyme' });
    const people = (await t.get('/search?q=mendez')).body;
    expect(people).toEqual([]);
    const fibra = (await t.get(`/search?q=${encodeURIComponent('fíbra')}`)).body;
    expect(fibra.length).toBeLessThanOrEqual(20);
    expect(new Set(fibra.map((h: { type: string }) => h.type))).toEqual(
      new Set(['campaign', 'product', 'knowledgebase']),
    );
    expect((await t.get('/search?q=gonzalez')).body).toEqual([
      { type: 'profile', id: 1, name: 'María González' },
    ]);
  });

  it('answers [] for an empty query and 400 for odd ones', async () => {
    expect((await t.get('/search')).body).toEqual([]);
    expect((await t.get('/search?q=a&q=b')).status).toBe(400);
    expect((await t.get(`/search?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await t.get('/search?q=x', { token: null })).status).toBe(401);
  });
});
