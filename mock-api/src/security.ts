/** Response headers (helmet, no-store) and the attempt limits on the unauthenticated /auth routes. */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, type Options, type RateLimitInfo, rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { apiTexts } from './texts';

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

const MINUTE = 60_000;
const WINDOW_MS = 15 * MINUTE;

/** The limits, per 15 minutes: generous for people and the e2e runs, short for a script. */
export const AUTH_LIMITS = {
  /** Failed logins for one account from one address (successful ones are not counted). */
  loginPerAccount: 10,
  /** Failed logins from one address, whatever the account. */
  loginPerAddress: 50,
  /** Registrations tried from one address. */
  register: 20,
  /** Recovery requests from one address. */
  recover: 10,
} as const;

const address = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

const limiter = (limit: number, extra: Partial<Options> = {}) =>
  rateLimit({
    windowMs: WINDOW_MS,
    limit,
    keyGenerator: address,
    // RateLimit / RateLimit-Policy on every answer, and Retry-After on a 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      const reset = info?.resetTime?.getTime() ?? Date.now() + WINDOW_MS;
      const minutes = Math.max(1, Math.ceil((reset - Date.now()) / MINUTE));
      res.status(429).json({ message: apiTexts.tooManyRequests(minutes) });
    },
    ...extra,
  });

const loginAccount = (req: Request) => {
  const username: unknown = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 200) : '';
};

export interface AuthLimits {
  login: RequestHandler[];
  register: RequestHandler[];
  recover: RequestHandler[];
}

const pass: RequestHandler = (_req, _res, next) => next();

/** The limiters of /auth, or pass-throughs when `enabled` is false (env RATE_LIMIT=off). */
export const authLimits = (enabled: boolean): AuthLimits => {
  if (!enabled) return { login: [pass], register: [pass], recover: [pass] };
  return {
    login: [
      limiter(AUTH_LIMITS.loginPerAddress, {
        skipSuccessfulRequests: true,
        identifier: 'login-address',
      }),
      limiter(AUTH_LIMITS.loginPerAccount, {
        skipSuccessfulRequests: true,
        keyGenerator: (req) => `${address(req)}|${loginAccount(req)}`,
        identifier: 'login-account',
      }),
    ],
    register: [limiter(AUTH_LIMITS.register, { identifier: 'register' })],
    recover: [limiter(AUTH_LIMITS.recover, { identifier: 'recover' })],
  };
};
