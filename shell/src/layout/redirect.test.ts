import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirect('/wallet')).toBe('/wallet');
    expect(safeRedirect('/a/b?tab=x&q=%C3%B1#top')).toBe('/a/b?tab=x&q=%C3%B1#top');
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['absolute', 'https://evil.example'],
    ['absolute with path', 'https://evil.example/dashboard'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/dashboard'],
    ['backslash', '/\\evil.example'],
    ['tab inside', '/\t/evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative', 'dashboard'],
    ['the login itself', '/'],
  ])('refuses %s', (_, value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../../b')).toBe('/b');
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to', () => {
    expect(loginPathFor({ pathname: '/wallet', search: '?x=1', hash: '' })).toBe(
      '/?redirect=%2Fwallet%3Fx%3D1',
    );
  });

  it('adds nothing for the login page or the dashboard (where signing in leads anyway)', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/');
    expect(loginPathFor({ pathname: '/dashboard', search: '', hash: '' })).toBe('/');
  });
});
