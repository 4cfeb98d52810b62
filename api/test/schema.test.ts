import fs from 'node:fs';
import path from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, schema } from '../src/graphql/schema.ts';

describe('GraphQL schema', () => {
  it('matches the committed schema/schema.graphql (run `pnpm --filter @agency/api print-schema`)', () => {
    const committed = fs.readFileSync(
      path.resolve(import.meta.dirname, '..', '..', 'schema', 'schema.graphql'),
      'utf8',
    );
    expect(printedSchema()).toBe(committed);
  });

  it('describes every type, field, argument and enum value for integrators reading GraphiQL', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
      )
        continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
      if (isUnionType(type) && !type.description) missing.push(type.name);
    }
    expect(missing).toEqual([]);
  });
});
