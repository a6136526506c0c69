/** Uploads per company: a quota of bytes, and the sweep of files no product uses after a delay. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { validProduct } from 'shared-ui/fixtures';
import { api } from 'shared-ui/texts';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepUploads } from '../src/uploadSweep';
import { startApi, type TestApi } from './helpers';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const HOUR = 60 * 60 * 1000;

let running: TestApi | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const upload = (t: TestApi, count: number, token = t.token) => {
  const data = new FormData();
  for (let i = 0; i < count; i += 1) {
    data.append('files', new Blob([PNG], { type: 'image/png' }), `foto${i}.png`);
  }
  return t.post('/uploads', undefined, { raw: data, token });
};

const onDisk = async (t: TestApi) => (await readdir(path.join(t.dir, 'uploads'))).sort();

describe('the upload quota', () => {
  it("refuses what would pass a company's bytes, leaving nothing behind; another company uploads on", async () => {
    const t = await startApi({ uploads: { quotaBytes: PNG.length * 3 } });
    running = t;
    expect((await upload(t, 2)).status).toBe(201);
    const before = await onDisk(t);
    const refused = await upload(t, 2);
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { files: api.uploadQuota(0) } },
    });
    expect(await onDisk(t)).toEqual(before);
    expect((await upload(t, 1)).status).toBe(201);
    expect((await upload(t, 1)).status).toBe(400);
    const other = await t.newCompany();
    expect((await upload(t, 3, other.token)).status).toBe(201);
    // Each company's uploads are recorded with it.
    expect((await t.companyOnDisk()).uploads).toHaveLength(3);
  });
});

describe('the sweep', () => {
  it('removes, after the delay, the uploads no product refers to, records and files', async () => {
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const t = await startApi({ now, uploads: { orphanMs: 24 * HOUR } });
    running = t;
    const [kept, dropped] = (await upload(t, 2)).body as { url: string }[];
    if (!kept || !dropped) throw new Error('two uploads expected');
    const saved = await t.put('/products/1', { ...validProduct, images: [kept.url] });
    expect(saved.status).toBe(200);
    const name = (url: string) => url.split('/').pop() as string;
    const ctx = {
      store: t.server.store,
      uploadsDir: path.join(t.dir, 'uploads'),
      uploads: { quotaBytes: 1e9, orphanMs: 24 * HOUR },
      now,
    };

    // Younger than the delay: an upload whose form is still open stays.
    offset = 23 * HOUR;
    expect(await sweepUploads(ctx)).toEqual([]);
    expect(await onDisk(t)).toEqual([name(kept.url), name(dropped.url)].sort());

    offset = 25 * HOUR;
    expect(await sweepUploads(ctx)).toEqual([name(dropped.url)]);
    expect(await onDisk(t)).toEqual([name(kept.url)]);
    expect((await fetch(dropped.url)).status).toBe(404);
    expect((await fetch(kept.url)).status).toBe(200);
    expect(
      ((await t.companyOnDisk()).uploads as { file: string }[]).map((upload) => upload.file),
    ).toEqual([name(kept.url)]);
  });
});
