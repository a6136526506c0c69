import { describe, expect, it } from 'vitest';
import { checkedArea, InvalidAreaError, isInvalidArea } from './check';

const refusal = (value: unknown) => {
  try {
    checkedArea('products', value, ['/productos']);
  } catch (error) {
    expect(isInvalidArea(error)).toBe(true);
    return (error as InvalidAreaError).problems;
  }
  throw new Error('accepted');
};

describe("the shell's check of a remote's ./area", () => {
  it('takes an area whose routes lie under the prefixes the registry gives it', () => {
    const area = { prefixes: ['/productos'], menu: [], routes: [{ path: 'productos/gestionar' }] };
    expect(checkedArea('products', area, ['/productos'])).toBe(area);
  });

  it('refuses what is not an area, saying why', () => {
    expect(refusal(undefined)).toEqual(['./area no exporta un área (un objeto con sus rutas)']);
    expect(refusal({ routes: [] })).toEqual(["./area no trae sus rutas ('routes')"]);
    expect(refusal({ routes: [{ path: 'productos', children: [3, { path: 7 }] }] })).toEqual([
      'routes[0].children[0]: una ruta debe ser un objeto',
      "routes[0].children[1]: 'path' debe ser un texto",
    ]);
  });

  it('refuses routes outside its prefixes, against the registry’s prefixes, not its own word', () => {
    expect(
      refusal({
        prefixes: ['/productos', '/campaigns'],
        routes: [{ path: 'campaigns/gestionar' }],
      }),
    ).toEqual(['ruta /campaigns/gestionar: fuera de sus prefijos']);
    expect(new InvalidAreaError('products', ['a', 'b']).message).toBe(
      'Remote "products" refused: a; b',
    );
  });
});
