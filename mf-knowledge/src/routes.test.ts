import { areaProblems } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import area from './routes';

describe('the area mf-knowledge exposes', () => {
  it('opens every menu entry, named link and search result it announces, under its prefixes', () => {
    expect(areaProblems(area)).toEqual([]);
  });
});
