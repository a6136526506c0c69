// Where the login sends the user back to: only a path of this site, never another origin.

/** The query parameter of `/` that names the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The value as a same-origin path ('/a/b?c#d'), or null: absolute URLs, protocol-relative
 * ('//host'), backslash tricks ('/\\host'), other schemes and control characters are refused.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil' and '/\t/evil' mean '//evil'.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 32 || c === '\u007f'))
    return null;
  const base = 'https://backoffice.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The login itself is no page to return to.
  return url.pathname === '/' ? null : path;
}

/** Where signing in leads when no page is named. */
export const HOME = '/dashboard';

/** `/` with the page to return to, for a private page visited without a session. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const back = safeRedirect(`${location.pathname}${location.search}${location.hash}`);
  return back && back !== HOME ? `/?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : '/';
}
