// What an error report may carry: the error's message and stack with no user data in them. Values
// a message may quote (form input, names, e-mails, amounts, phone numbers, tokens) and query strings
// are replaced; the stack keeps its frames (function, file, line) and nothing of the message.
// From shared-ui's root entry, which each app builds itself, so only constants.ts comes: its
// schemas entry is shared as one module and would bring all of yup.
import { CLIENT_ERROR_LIMITS } from 'shared-ui';

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
/** A URL's query string and fragment: they may hold search terms, ids, tokens. */
const URL_TAIL = /(https?:\/\/[^\s?#'"()]+)[?#][^\s'"()]*?(?=(?::\d+:\d+)?(?:[\s'"()]|$))/g;
/** A long run of letters and digits mixed (a token, a key, a session id). */
const TOKEN = /\b(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z])[\w.-]{20,}\b/g;
/** Four digits or more, possibly grouped: amounts, phone numbers, document numbers. */
const NUMBER = /\d[\d.,\s-]{2,}\d/g;
const QUOTED = /'[^']*'|"[^"]*"|`[^`]*`/g;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A quoted text, kept only when it names the property a V8 access failed on ("(reading 'x')"). */
const keepQuoted = (quoted: string, offset: number, whole: string) =>
  /\((reading|setting) $/.test(whole.slice(Math.max(0, offset - 9), offset)) &&
  /^'[A-Za-z_$][\w$]{0,40}'$/.test(quoted)
    ? quoted
    : `${quoted[0]}…${quoted[0]}`;

/** A message fit to report: quoted values, e-mails, tokens, long numbers and query strings replaced. */
export function scrubMessage(message: string): string {
  const text = message
    .replace(URL_TAIL, '$1')
    .replace(EMAIL, '<correo>')
    .replace(QUOTED, keepQuoted)
    .replace(TOKEN, '<token>')
    .replace(NUMBER, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(text || 'Error sin mensaje', CLIENT_ERROR_LIMITS.message);
}

/** A stack's frames, top first: V8 writes `at fn (url:line:col)`; Firefox and Safari `fn@url:line:col`. */
const framesOf = (stack: string) =>
  stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') || /^[\w$.<>/]*@\S+:\d+:\d+$/.test(line));

/** A browser extension's script URL, or a stack frame that runs in one. */
const EXTENSION_URL = /\b(chrome|moz|safari(-web)?)-extension:\/\//;
export const isExtensionUrl = (text: string): boolean => EXTENSION_URL.test(text);

/** Whether the error was thrown by a browser extension's script (its top frame): not the app's. */
export const thrownByExtension = (stack: string | undefined): boolean =>
  isExtensionUrl(framesOf(stack ?? '')[0] ?? '');

/** A stack fit to report: its frames only (never the message it starts with), URLs without query. */
export function scrubStack(stack: string | undefined): string {
  if (!stack) return '';
  const frames = framesOf(stack)
    .slice(0, 15)
    .map((line) => line.replace(URL_TAIL, '$1').replace(EMAIL, '<correo>'));
  return cut(frames.join('\n'), CLIENT_ERROR_LIMITS.stack);
}

/** The URLs a stack's frames name, top frame first. */
export function stackUrls(stack: string): string[] {
  return [...stack.matchAll(/(https?:\/\/[^\s)'"]+?):\d+:\d+/g)].map((m) => m[1] ?? '');
}

/** A pathname fit to report when no route pattern is known: segments with digits read ':id'. */
export function scrubPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const clean = path
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.includes('@') ? ':id' : segment))
    .join('/');
  return cut(clean.startsWith('/') ? clean : `/${clean}`, CLIENT_ERROR_LIMITS.route);
}
