import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

interface PothosExtensions {
  pothosOptions?: { authScopes?: unknown; runScopesOnType?: boolean };
}

/** Default deny, checked by a tool (STYLE.md §2): every field must be covered by an auth rule. */
describe('schema authorization', () => {
  it('gives every root field its own authScopes and every object type a type-level rule', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const isRoot = type.name === 'Query' || type.name === 'Mutation' || type.name === 'Subscription';
      const typeScopes = (type.extensions as PothosExtensions).pothosOptions?.authScopes;
      for (const field of Object.values(type.getFields())) {
        const fieldScopes = (field.extensions as PothosExtensions).pothosOptions?.authScopes;
        const covered = isRoot ? fieldScopes !== undefined : fieldScopes !== undefined || typeScopes !== undefined;
        if (!covered) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('runs type rules on fields, never through isTypeOf: the compiled executor calls isTypeOf without the request', () => {
    // graphql-jit (yoga.ts) calls an object type's isTypeOf with the value alone, where scope-auth's
    // runScopesOnType needs the context: every object of such a type would fail with an internal error.
    const viaIsTypeOf = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && (type.extensions as PothosExtensions).pothosOptions?.runScopesOnType)
      .map((type) => type.name);
    expect(viaIsTypeOf).toEqual([]);
  });

  it('finds the rule it is looking for (the walker itself works)', () => {
    const login = schema.getMutationType()?.getFields().login;
    expect((login?.extensions as PothosExtensions).pothosOptions?.authScopes).toEqual({ public: true });
  });
});
