import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVirtualTable, VIRTUAL_ROWS_THRESHOLD } from './useVirtualTable';

describe('useVirtualTable', () => {
  it('keeps a plain table for short lists and goes virtual with a fixed height past the threshold', () => {
    const short = renderHook(() => useVirtualTable(10, 900)).result.current;
    expect(short).toEqual({ virtual: false, scroll: { x: 900 } });
    const long = renderHook(() => useVirtualTable(VIRTUAL_ROWS_THRESHOLD + 1, 900)).result.current;
    expect(long.virtual).toBe(true);
    expect(long.scroll.x).toBe(900);
    expect(long.scroll).toHaveProperty('y', expect.any(Number));
  });
});
