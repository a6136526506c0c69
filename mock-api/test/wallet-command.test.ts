/**
 * The provider's correction command (`npm run wallet -- correct`): through a running API's
 * provider channel, or on the file when none runs; refused without a reason; and its ledger row
 * in the company's history (GET /movimientos, which the wallet screen reads).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Loose, runCommand, startApi, type TestApi } from './helpers';

/** Runs the command on `api`'s store; resolves with its exit code and output, whatever they are. */
const wallet = (api: TestApi, ...args: string[]) =>
  runCommand('wallet-command', args, api.storeEnv);

let t: TestApi;
let company: { token: string; company: number; email: string };
beforeAll(async () => {
  t = await startApi();
  company = await t.newCompany();
  expect(
    (
      await t.post(
        '/recargas',
        { mont: 30, method: 'Pago móvil', transaction: 'PM-1' },
        { token: company.token },
      )
    ).status,
  ).toBe(201);
});
afterAll(() => t.close());

const ledger = async () => (await t.get('/movimientos', { token: company.token })).body as Loose[];
const balance = async () => (await t.get('/walletuser', { token: company.token })).body[0].total;

describe('npm run wallet -- correct', () => {
  it('refuses a correction without a reason, and changes nothing', async () => {
    const before = await ledger();
    for (const args of [
      ['correct', String(company.company), '10'],
      ['correct', String(company.company), '10', '--reason', '   '],
      ['correct', String(company.company), '10', '--reason='],
    ]) {
      const run = await wallet(t, ...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('a correction needs a reason');
    }
    expect(await ledger()).toEqual(before);
    expect(await balance()).toBe(30);
  });

  it('corrects through the running API, and the row shows in the history with its reason', async () => {
    const run = await wallet(
      t,
      'correct',
      String(company.company),
      '-12.5',
      '--reason',
      'Recarga PM-1 acreditada de más',
    );
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toContain(`company ${company.company}: -12,50 USD (30,00 -> 17,50)`);
    expect(await balance()).toBe(17.5);
    const [newest, first] = await ledger();
    expect(newest).toEqual({
      id: 2,
      date: expect.any(String),
      kind: 'correction',
      amount: -12.5,
      before: 30,
      after: 17.5,
      by: expect.stringMatching(/^Proveedor \(.+\)$/),
      reason: 'Recarga PM-1 acreditada de más',
      method: null,
      transaction: null,
      createdAt: expect.any(String),
    });
    expect(first).toMatchObject({ kind: 'top-up', after: 30 });
    // Only that company's: the demo company's balance and history are as they were.
    expect((await t.get('/movimientos')).body.some((e: Loose) => e.kind === 'correction')).toBe(
      false,
    );
  });

  it('names a company by a user email too, and refuses what would leave the balance below 0', async () => {
    const below = await wallet(t, 'correct', company.email, '-1000', '--reason', 'x');
    expect(below.code).toBe(2);
    expect(below.stderr).toContain('the balance would go below 0');
    const unknown = await wallet(t, 'correct', 'nadie@example.com', '5', '--reason', 'x');
    expect(unknown.stderr).toContain('no company is named "nadie@example.com"');
    for (const amount of ['0', 'mucho', '1.005']) {
      const bad = await wallet(t, 'correct', String(company.company), amount, '--reason', 'x');
      expect(bad.code, amount).toBe(2);
    }
    const ok = await wallet(t, 'correct', company.email, '2.5', '--reason', 'Bonificación');
    expect(ok.code, ok.stderr).toBe(0);
    expect(await balance()).toBe(20);
  });

  it('works on the file when no API runs, and the API then serves the row', async () => {
    await t.server.close();
    const run = await wallet(t, 'correct', String(company.company), '5', '--reason', 'Ajuste');
    expect(run.code, run.stderr).toBe(0);
    await t.restart();
    expect(await balance()).toBe(25);
    const [newest] = await ledger();
    expect(newest).toMatchObject({
      kind: 'correction',
      amount: 5,
      before: 20,
      after: 25,
      reason: 'Ajuste',
    });
    const listed = await wallet(t, 'list');
    expect(listed.stdout).toMatch(
      new RegExp(`^${company.company}\\s+25,00\\s+${company.email}`, 'm'),
    );
  });
});
