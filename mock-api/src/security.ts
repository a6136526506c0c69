/** Response headers: helmet's, and no-store. */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The API only ever answers JSON (and files): nothing on this origin may run a script, be
 * framed, or leak its URL as a referrer. HSTS is left to the TLS front: this server speaks
 * plain HTTP. Resources stay same-site (the apps on other ports of the same host use them
 * through CORS anyway); uploads widen that for themselves.
 */
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });

/** Answers carry session data: no browser or proxy may keep a copy. Routes that may, override. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
