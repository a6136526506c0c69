/**
 * The document under Redocly's recommended rules and swagger-parser's validation. No server: the
 * lint keeps the event loop busy for seconds, which an in-process server's keep-alive sockets
 * would not survive.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { DOCUMENT } from './conformance';

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules and swagger-parser's validation", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(DOCUMENT),
      absoluteRef: 'openapi.json',
      config,
    });
    console.log(`redocly: ${problems.length} problems`);
    const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    // These four take nothing from the client (no token, parameter or body): no 4xx can
    // answer them, and the document says only what the server does. And no session may set a
    // balance: PUT /walletuser/{id} has no success to document.
    expect(found).toEqual([
      ...['/health', '/openapi.json', '/docs', '/docs~1init.js'].map(
        (path) => `warn operation-4xx-response #/paths/~1${path.slice(1)}/get/responses`,
      ),
      'warn operation-2xx-response #/paths/~1walletuser~1{id}/put/responses',
    ]);
    await expect(SwaggerParser.validate(structuredClone(DOCUMENT) as never)).resolves.toBeTruthy();
    const broken = { ...structuredClone(DOCUMENT), paths: { '/x': { get: { responses: 5 } } } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });
});
