/**
 * Files no record uses: an upload is kept while a product of its company refers to it (its
 * `images` or `image`), and removed with its record once it is older than UPLOAD_ORPHAN_MS and no
 * product does (a form abandoned after its uploads, a picture taken off a product, a product
 * deleted). A file in uploads/ that no company recorded (left by an older version) goes too, by
 * its age on disk. The server sweeps at start and then every hour (mock-api/README.md).
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from './context';

export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The stored names a product refers to: the last segment of each of its image URLs. */
const usedFiles = (ctx: Pick<Context, 'store'>): Set<string> => {
  const used = new Set<string>();
  for (const company of Object.values(ctx.store.data.companies)) {
    for (const product of company.products) {
      for (const url of [product.image, ...product.images]) {
        if (url) used.add(url.split(/[?#]/)[0]?.split('/').pop() ?? '');
      }
    }
  }
  return used;
};

/** Removes the orphans old enough, records and files; resolves with the names removed. */
export async function sweepUploads(
  ctx: Pick<Context, 'store' | 'uploadsDir' | 'uploads' | 'now'>,
): Promise<string[]> {
  const now = ctx.now().getTime();
  const recorded = new Set<string>();
  const removed: string[] = [];
  let used = new Set<string>();
  await ctx.store.write((tx) => {
    // Inside the write: on PostgreSQL it runs after every other process's committed saves, so a
    // product that just took an upload keeps it.
    used = usedFiles(ctx);
    for (const id of Object.keys(tx.data.companies)) {
      const company = tx.company(Number(id));
      for (const upload of company.list('uploads')) recorded.add(upload.file);
      const gone = company.removeWhere(
        'uploads',
        (upload) =>
          !used.has(upload.file) && now - Date.parse(upload.createdAt) >= ctx.uploads.orphanMs,
      );
      removed.push(...gone.map((upload) => upload.file));
    }
  });
  let names: string[] = [];
  try {
    names = await readdir(ctx.uploadsDir);
  } catch {
    // No upload yet: nothing to sweep.
  }
  for (const name of names) {
    if (used.has(name) || (recorded.has(name) && !removed.includes(name))) continue;
    const file = path.join(ctx.uploadsDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (!removed.includes(name) && now - info.mtimeMs < ctx.uploads.orphanMs) continue;
    await unlink(file).catch(() => undefined);
    if (!removed.includes(name)) removed.push(name);
  }
  return removed;
}
