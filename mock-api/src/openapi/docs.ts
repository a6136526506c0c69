/** GET /openapi.json and GET /docs: the document, and Swagger UI over it, served from the npm package (no CDN). */
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
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

export const openApiRouter = (document: OpenApiDocument) => {
  const router = Router();
  const json = Buffer.from(JSON.stringify(document));

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(json);
  });

  router.get('/docs', (_req, res) => {
    res.set('Content-Security-Policy', DOCS_CSP).type('html').send(PAGE);
  });

  router.get('/docs/init.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(INIT);
  });

  // Only the files the page uses; the package's own index.html would load the Petstore.
  const assets = express.static(SWAGGER_UI, { index: false, maxAge: '1h', fallthrough: true });
  router.get('/docs/:asset', (req, res, next) => {
    if (!ASSETS.has(req.params.asset)) {
      next();
      return;
    }
    req.url = `/${req.params.asset}`;
    assets(req, res, next);
  });

  return router;
};
