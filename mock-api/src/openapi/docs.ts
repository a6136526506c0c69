/** GET /openapi.json and GET /docs: the document, and Swagger UI over it, served from the npm package (no CDN). */
import { createRequire } from 'node:module';
import path from 'node:path';
import { notFound } from '../http';
import { area } from '../operation';
import type { OpenApiDocument } from './document';

const SWAGGER_UI = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API del back-office</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

// No validator badge: it would send the document to an outside service.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
});
`;

/** The viewer may run its own script and styles, and talk to this origin only. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.png': 'image/png',
};

/** Each document's JSON, serialised once. */
const serialised = new WeakMap<OpenApiDocument, Buffer>();

const { operation } = area('Sistema');

export const docsOperations = [
  operation({
    route: 'GET /openapi.json',
    summary: 'This document',
    scope: 'public',
    answer: 'document',
    handler: ({ ctx, res }) => {
      const json = serialised.get(ctx.document) ?? Buffer.from(JSON.stringify(ctx.document));
      serialised.set(ctx.document, json);
      res.type('application/json').send(json);
    },
  }),
  operation({
    route: 'GET /docs',
    summary: 'This document, browsable (Swagger UI, served offline)',
    scope: 'public',
    answer: 'html',
    handler: ({ res }) => {
      res.set('Content-Security-Policy', DOCS_CSP).type('html').send(PAGE);
    },
  }),
  operation({
    route: 'GET /docs/init.js',
    summary: "The viewer's start-up script",
    scope: 'public',
    answer: 'javascript',
    handler: ({ res }) => {
      res.set('Cache-Control', 'no-cache').type('text/javascript').send(INIT);
    },
  }),
  // Only the files the page uses; the package's own index.html would load the Petstore.
  operation({
    route: 'GET /docs/:asset',
    summary: "The viewer's script, style sheet and icon (from the swagger-ui-dist package)",
    scope: 'public',
    params: { asset: { type: 'string', enum: [...ASSETS] } },
    answer: 'asset',
    handler: ({ req, res }) => {
      const asset = req.params.asset as string;
      if (!ASSETS.has(asset)) throw notFound();
      return new Promise<void>((resolve, reject) => {
        res.sendFile(
          asset,
          {
            root: SWAGGER_UI,
            maxAge: '1h',
            headers: { 'Content-Type': ASSET_TYPES[path.extname(asset)] },
          },
          (error) => (error && !res.headersSent ? reject(notFound()) : resolve()),
        );
      });
    },
  }),
];
