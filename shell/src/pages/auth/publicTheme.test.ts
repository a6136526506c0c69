import { theme } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { PUBLIC_THEME } from './publicTheme';

describe('public theme', () => {
  it('matches the theme AppProviders gives the private pages', () => {
    expect(PUBLIC_THEME.token).toEqual(theme.token);
  });
});
