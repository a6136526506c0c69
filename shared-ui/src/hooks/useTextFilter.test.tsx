import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useTextFilter } from './useTextFilter';

const rows = [{ name: 'Campaña Fibra' }, { name: 'Renovación Satelital' }];

describe('useTextFilter', () => {
  it('filters ignoring case and accents, and shows all when empty', () => {
    const { result } = renderHook(() => useTextFilter(rows, (r) => [r.name]));
    expect(result.current.filtered).toHaveLength(2);
    act(() =>
      result.current.searchProps.onChange({
        target: { value: 'campana' },
      } as ChangeEvent<HTMLInputElement>),
    );
    expect(result.current.filtered).toEqual([{ name: 'Campaña Fibra' }]);
  });
});
