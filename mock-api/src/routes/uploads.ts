/** /uploads: multipart upload through multer (png, jpg, jpeg, pdf; 5 files of 2 MB) and public reads. */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { LIMITS, UPLOAD_EXTENSIONS } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { UploadedFile } from 'shared-ui/types';
import type { Context } from '../context';
import { HttpError, invalid, notFound } from '../http';
import { area } from '../operation';
import { apiTexts } from '../texts';

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The first bytes each accepted type must start with. */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
};

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|jpeg|pdf)$/;

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();
const isAllowed = (ext: string): boolean => (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);

const typeError = () => invalid({ files: api.uploadType }, api.uploadType);

const MULTER_MESSAGES: Record<string, string> = {
  LIMIT_FILE_SIZE: api.uploadSize,
  LIMIT_FILE_COUNT: api.uploadCount,
  LIMIT_UNEXPECTED_FILE: api.uploadNone,
};

/** A failure of the file system (ENOSPC, EACCES...), as opposed to one of the request. */
const isDiskError = (error: unknown) =>
  typeof (error as NodeJS.ErrnoException).syscall === 'string';

const hasSignature = async (file: Express.Multer.File) => {
  const magic = MAGIC[extensionOf(file.filename)] ?? [];
  const handle = await open(file.path, 'r');
  try {
    const head = Buffer.alloc(magic.length);
    await handle.read(head, 0, magic.length, 0);
    return magic.every((byte, i) => head[i] === byte);
  } finally {
    await handle.close();
  }
};

/**
 * Runs multer and turns its refusals into the API's 400s (multer has removed the files).
 * Anything else it or busboy throws is a body it could not parse (no or a wrong boundary,
 * a truncated body, a bad part header, a NUL in a name): also the client's fault, so a 400,
 * unless the disk itself failed.
 */
const receiver = (ctx: Context): RequestHandler => {
  mkdirSync(ctx.uploadsDir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: ctx.uploadsDir,
      // Random, unguessable names: the files are served without a token.
      filename: (_req, file, done) =>
        done(null, `${randomBytes(16).toString('hex')}.${extensionOf(file.originalname)}`),
    }),
    limits: {
      fileSize: LIMITS.uploadBytes,
      files: LIMITS.uploadFiles,
      fields: 10,
      parts: 20,
      fieldNameSize: 100,
    },
    fileFilter: (_req, file, done) => {
      const ext = extensionOf(file.originalname);
      if (!isAllowed(ext) || ![MIME[ext], 'application/octet-stream'].includes(file.mimetype)) {
        done(typeError());
      } else done(null, true);
    },
  }).array('files');
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error || error instanceof HttpError) next(error);
      else if (error instanceof multer.MulterError) {
        const message = MULTER_MESSAGES[error.code] ?? api.invalidBody;
        next(invalid({ files: message }, message));
      } else if (isDiskError(error)) next(error);
      else next(invalid({ files: apiTexts.uploadMalformed }, apiTexts.uploadMalformed));
    });
  };
};

/**
 * Uploads (requests of up to 5 files) per 15 minutes: per session, and per company for all its
 * sessions together, so one company's script cannot fill the disk nor starve another company.
 */
export const UPLOAD_LIMITS = { perSession: 60, perCompany: 200 } as const;

const { operation } = area('Archivos');

export const uploadOperations = [
  operation({
    route: 'POST /uploads',
    summary: 'Upload up to 5 files (png, jpg, jpeg, pdf; 2 MB each)',
    description:
      "The URLs answered are built from the API's configured public URL (PUBLIC_URL), never " +
      `from the request's Host header. At most ${UPLOAD_LIMITS.perSession} uploads per 15 ` +
      `minutes per session, and ${UPLOAD_LIMITS.perCompany} per company. A company holds at most ` +
      'UPLOAD_QUOTA_BYTES of files (100 MB; past it, 400 on `files`); an upload no product ' +
      'refers to is removed once UPLOAD_ORPHAN_MS old (24 h).',
    scope: 'company',
    permission: 'products.edit',
    body: {
      name: 'Upload',
      schema: {
        type: 'object',
        properties: {
          files: {
            type: 'array',
            minItems: 1,
            maxItems: LIMITS.uploadFiles,
            items: { type: 'string', contentMediaType: 'application/octet-stream' },
            description:
              'png, jpg, jpeg or pdf (extension, declared type and first bytes); 2 MB each',
          },
        },
        required: ['files'],
      },
      receive: receiver,
    },
    limits: [
      {
        name: 'uploads',
        limit: UPLOAD_LIMITS.perSession,
        key: (_req, res) => `session ${res.locals.tokenHash}`,
      },
      {
        name: 'uploads-company',
        limit: UPLOAD_LIMITS.perCompany,
        key: (_req, res) => `company ${res.locals.session.companyId}`,
      },
    ],
    status: 201,
    answer: 'UploadedFile[]',
    handler: async ({ ctx, db, req }) => {
      const files = (req.files ?? []) as Express.Multer.File[];
      if (files.length === 0) throw invalid({ files: api.uploadNone }, api.uploadNone);
      const discard = () => Promise.all(files.map((f) => unlink(f.path).catch(() => undefined)));
      const genuine = await Promise.all(files.map((f) => hasSignature(f).catch(() => false)));
      if (genuine.includes(false)) {
        await discard();
        throw typeError();
      }
      // The company's files, counted against its quota; the sweep removes those no product uses.
      const bytes = files.reduce((sum, f) => sum + f.size, 0);
      await db
        .write((tx) => {
          const used = tx.list('uploads').reduce((sum, upload) => sum + upload.size, 0);
          if (used + bytes > ctx.uploads.quotaBytes) {
            const message = api.uploadQuota(Math.round(ctx.uploads.quotaBytes / 1024 / 1024));
            throw invalid({ files: message }, message);
          }
          tx.insertMany(
            'uploads',
            files.map((f) => ({ file: f.filename, size: f.size })),
          );
        })
        .catch(async (error: unknown) => {
          await discard();
          throw error;
        });
      return files.map(
        (f): UploadedFile => ({
          name: f.originalname,
          url: `${ctx.publicUrl}/uploads/${f.filename}`,
          type: MIME[extensionOf(f.filename)] ?? f.mimetype,
          size: f.size,
        }),
      );
    },
  }),
  operation({
    route: 'GET /uploads/:file',
    summary: 'An uploaded file',
    description: 'No token: an image tag cannot send one, and the names are random (128 bits).',
    scope: 'public',
    params: { file: { type: 'string', pattern: STORED_NAME.source } },
    answer: 'file',
    handler: ({ ctx, req, res }) => {
      const name = req.params.file as string;
      if (!STORED_NAME.test(name)) throw notFound();
      const pdf = extensionOf(name) === 'pdf';
      return new Promise<void>((resolve, reject) => {
        res.sendFile(
          name,
          {
            root: ctx.uploadsDir,
            dotfiles: 'deny',
            headers: {
              'X-Content-Type-Options': 'nosniff',
              // A company's files: the browser may keep a picture (its name never changes), no
              // shared cache may keep any, and a PDF (a document, downloaded) is not kept at all.
              'Cache-Control': pdf ? 'private, no-store' : 'private, max-age=31536000, immutable',
              // Whatever a file holds, opened on the API's origin it runs nothing and reaches
              // nothing: a sandboxed document with no sources but its own image.
              'Content-Security-Policy':
                "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
              // The apps embed images from another port or host.
              'Cross-Origin-Resource-Policy': 'cross-origin',
              // A PDF is a document with scripts and forms of its own: downloaded, never shown here.
              ...(pdf ? { 'Content-Disposition': 'attachment' } : {}),
            },
          },
          (error) => (error && !res.headersSent ? reject(notFound()) : resolve()),
        );
      });
    },
  }),
];
