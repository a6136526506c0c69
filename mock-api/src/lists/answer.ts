/**
 * How a list endpoint answers: a window as a JSON array with `X-Total-Count` and `Link` (gzipped
 * for clients that take it), the counts of a list, and its CSV export streamed in batches through
 * the one CSV writer (shared-ui/csv).
 */
import { once } from 'node:events';
import { promisify } from 'node:util';
import { createGzip, gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { csvFileName, csvHead, csvRows } from 'shared-ui/csv';
import { MAX_WINDOW, type Paging } from './query';
import type { CsvExport } from './spec';

/** Below this size gzip is not worth a round of compression. */
const GZIP_MIN_BYTES = 1024;

/** Rows the export writes per batch: one `write` of some tens of kilobytes. */
export const CSV_BATCH = 500;

const takesGzip = (req: Request) => req.acceptsEncodings('gzip') === 'gzip';

/**
 * Up to this size an answer is gzipped in place, on the request's thread; a larger one (up to
 * 1,000 rows, half a megabyte) on libuv's threads, so as not to hold the other requests for
 * milliseconds. zlib's asynchronous one-shot makes a stream and hands the work over and back:
 * on a 50-row window of /products (29 kB) it cost twice the CPU of compressing in place (518 µs
 * against 253 µs, of which 100 µs on the request's thread anyway), CPU that a server's other
 * processes lack once the cores are busy.
 */
export const GZIP_IN_PLACE_MAX_BYTES = 64 * 1024;

const gzipAsync = promisify(gzip);

/** Sends a JSON body, gzipped when the client takes it and it is worth it. */
export const sendJsonBody = async (req: Request, res: Response, body: unknown) => {
  res.vary('Accept-Encoding');
  const json = Buffer.from(JSON.stringify(body));
  res.status(200).type('application/json');
  if (json.length < GZIP_MIN_BYTES || !takesGzip(req)) {
    res.send(json);
    return;
  }
  const zipped = json.length <= GZIP_IN_PLACE_MAX_BYTES ? gzipSync(json) : await gzipAsync(json);
  res.set('Content-Encoding', 'gzip');
  res.send(zipped);
};

type Links = Partial<Record<'first' | 'prev' | 'next' | 'last', Record<string, number>>>;

/** The neighbouring windows, asked for the way the client asked for this one. */
const linksOf = (paging: Paging, start: number, end: number, total: number): Links => {
  if (paging.by === 'page') {
    const { page, limit } = paging;
    const last = Math.max(1, Math.ceil(total / limit));
    return {
      first: { _page: 1, _limit: limit },
      ...(page > 1 ? { prev: { _page: Math.min(page - 1, last), _limit: limit } } : {}),
      ...(page < last ? { next: { _page: page + 1, _limit: limit } } : {}),
      last: { _page: last, _limit: limit },
    };
  }
  const size = paging.by === 'bound' ? MAX_WINDOW : end - start;
  if (size === 0) return {};
  const lastStart = Math.max(0, total - size);
  return {
    first: { _start: 0, _end: size },
    ...(start > 0 ? { prev: { _start: Math.max(0, start - size), _end: start } } : {}),
    ...(end < total ? { next: { _start: end, _end: end + size } } : {}),
    last: { _start: lastStart, _end: lastStart + size },
  };
};

const WINDOW_PARAMS = ['_start', '_end', '_page', '_limit'];

/**
 * The Link header (RFC 8288) of a window: first, prev, next and last, each the same request with
 * another window. Built on the API's configured public URL, never on the request's Host.
 */
export const linkHeader = (
  base: string,
  search: URLSearchParams,
  paging: Paging,
  start: number,
  end: number,
  total: number,
): string =>
  Object.entries(linksOf(paging, start, end, total))
    .map(([rel, window]) => {
      const params = new URLSearchParams(search);
      for (const name of WINDOW_PARAMS) params.delete(name);
      for (const [name, value] of Object.entries(window)) params.set(name, String(value));
      return `<${base}?${params}>; rel="${rel}"`;
    })
    .join(', ');

/** A window of a list: its rows, `X-Total-Count` (every matching row) and `Link`. */
export const sendWindow = async (
  req: Request,
  res: Response,
  publicUrl: string,
  { rows, total }: { rows: readonly unknown[]; total: number },
  { paging, start, end }: { paging: Paging; start: number; end: number },
) => {
  res.set('X-Total-Count', String(total));
  const search = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  const link = linkHeader(`${publicUrl}${req.path}`, search, paging, start, end, total);
  if (link) res.set('Link', link);
  await sendJsonBody(req, res, rows);
};

/**
 * Streams every row of an export as CSV: the head, then batches of rows, each written once the
 * socket has taken the last (gzipped for clients that take it). Stops when the client goes.
 */
export const streamCsv = async <T>(
  req: Request,
  res: Response,
  csv: CsvExport<T>,
  { total, batches }: { total: number; batches: AsyncIterable<readonly T[]> },
  now: Date,
) => {
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csvFileName(csv.file, now)}"`,
    'X-Total-Count': String(total),
  });
  res.vary('Accept-Encoding');
  let out: NodeJS.WritableStream = res;
  if (takesGzip(req)) {
    res.set('Content-Encoding', 'gzip');
    const zip = createGzip();
    zip.pipe(res);
    out = zip;
  }
  // Listened to from the start: a client that leaves mid-export ends every wait below, and no
  // wait starts after it has gone (its 'close' would never come again).
  const closed = new Promise<void>((resolve) => {
    if (res.destroyed) resolve();
    else res.once('close', () => resolve());
  });
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), closed]);
  };
  await write(csvHead(csv.columns));
  for await (const rows of batches) {
    if (res.destroyed) break;
    await write(csvRows(rows, csv.columns));
  }
  // Answered once the last byte (through gzip, when zipped) has left, or the client has gone.
  const sent = Promise.race([once(res, 'finish'), closed]);
  out.end();
  await sent;
};
