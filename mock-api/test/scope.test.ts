/**
 * Every operation says whose data it touches and what permission it needs: leaving either out is
 * a type error, and `mount` refuses such a declaration (one cast past the types) at start, before
 * anything is served.
 */
import express from 'express';
import { describe, expect, it } from 'vitest';
import type { Context } from '../src/context';
import { mount } from '../src/mount';
import { type AnyOperation, area } from '../src/operation';
import { OPERATIONS } from '../src/operations';
import { isPermission, OWN_SESSION, SIGNED_IN } from 'shared-ui/permissions';

const { operation } = area('Sistema');
const mountOne = (op: AnyOperation) => () => mount(express(), [op], {} as Context, false);

describe('the scope of an operation', () => {
  it('is declared by every operation the API serves', () => {
    const scopes = new Map(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op.scope]));
    expect(
      [...scopes.values()].every((scope) => ['company', 'session', 'public'].includes(scope)),
    ).toBe(true);
    // The ones without a session: health, the document, sign-in, registration, recovery, files.
    expect(
      OPERATIONS.filter((op) => op.scope === 'public')
        .map((op) => `${op.method} ${op.path}`)
        .sort(),
    ).toEqual(
      [
        'get /health',
        'get /openapi.json',
        'get /docs',
        'get /docs/init.js',
        'get /docs/:asset',
        'post /auth/login',
        'post /auth/register',
        'post /auth/recover',
        'get /uploads/:file',
      ].sort(),
    );
    expect(
      OPERATIONS.filter((op) => op.scope === 'session')
        .map((op) => op.path)
        .sort(),
    ).toEqual(['/account/password', '/auth/logout', '/auth/me']);
  });

  it('must be said: a declaration without one does not compile, and is refused at start', () => {
    const unscoped = operation(
      // @ts-expect-error: an operation must say how it is scoped
      { route: 'GET /sin-alcance', summary: 'Sin alcance', answer: 'Health', handler: () => ({}) },
    );
    expect(mountOne(unscoped)).toThrow('GET /sin-alcance does not say how it is scoped');
    const wrong = { ...unscoped, scope: 'empresa' } as unknown as AnyOperation;
    expect(mountOne(wrong)).toThrow(/does not say how it is scoped/);
  });

  it('is the company for an operation that reads a record by id', () => {
    const publicRecord = operation({
      route: 'GET /publico/:id',
      summary: 'Un registro sin sesión',
      scope: 'public',
      // @ts-expect-error: only a company-scoped operation reads a record
      record: 'products',
      answer: 'Product',
      handler: () => ({}),
    });
    expect(mountOne(publicRecord)).toThrow("reads a record, so its scope must be 'company'");
  });

  it("gives a company's handler its company's data only: its context has no store", () => {
    const declared = operation({
      route: 'GET /todo',
      summary: 'Todo',
      scope: 'company',
      permission: 'campaigns.read',
      answer: 'Health',
      // @ts-expect-error: a company-scoped handler reaches data through call.db, never the store
      handler: ({ ctx }) => ctx.store.data,
    });
    expect(declared.scope).toBe('company');
  });
});

describe('the permission of an operation', () => {
  it('is declared by every operation with a session, from the role table or a named one', () => {
    const needs = OPERATIONS.filter((op) => op.scope !== 'public');
    expect(needs.length).toBeGreaterThan(40);
    for (const op of needs) {
      expect(
        isPermission(op.permission) || op.permission === SIGNED_IN || op.permission === OWN_SESSION,
        `${op.method} ${op.path}`,
      ).toBe(true);
    }
    // Only the session's own operations are left to a session whose password is temporary.
    expect(
      OPERATIONS.filter((op) => op.permission === OWN_SESSION)
        .map((op) => `${op.method} ${op.path}`)
        .sort(),
    ).toEqual(['get /auth/me', 'post /auth/logout']);
    expect(OPERATIONS.filter((op) => op.scope === 'public').every((op) => !op.permission)).toBe(
      true,
    );
  });

  it('must be said: a declaration without one does not compile, and is refused at start', () => {
    const open = operation(
      // @ts-expect-error: an operation with a session must say what permission it needs
      {
        route: 'GET /sin-permiso',
        summary: 'Sin permiso',
        scope: 'company',
        answer: 'Health',
        handler: () => ({}),
      },
    );
    expect(mountOne(open)).toThrow('GET /sin-permiso does not say what permission it needs');
    const unknown = { ...open, permission: 'campaigns.fly' } as unknown as AnyOperation;
    expect(mountOne(unknown)).toThrow(/does not say what permission it needs/);
    const publicOne = {
      ...open,
      scope: 'public',
      permission: 'campaigns.read',
    } as unknown as AnyOperation;
    expect(mountOne(publicOne)).toThrow('GET /sin-permiso is public: it cannot need a permission');
  });
});
