import { areaProblems } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import area from './routes';

describe('the area mf-marketing exposes', () => {
  it('opens every menu entry and named link it announces, under its prefixes', () => {
    expect(areaProblems(area)).toEqual([]);
  });
});
