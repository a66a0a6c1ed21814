import * as inflection from 'inflection';
import { describe, expect, it } from 'vitest';
import { schemas } from '../resources/schemaLookup';
import * as lite from './inflectionLite';

const resourceNames = schemas.map((schema) => schema.resource);
const fieldNames = [...new Set(schemas.flatMap((schema) => Object.keys(schema.fields)))];

describe('inflectionLite', () => {
  it.each(['pluralize', 'singularize', 'capitalize', 'humanize', 'underscore'] as const)(
    '%s gives what inflection gives for every resource and field name of the console',
    (helper) => {
      for (const name of [...resourceNames, ...fieldNames]) expect(lite[helper](name), name).toBe(inflection[helper](name));
    },
  );

  it('gives react-admin’s default labels as inflection does', () => {
    for (const name of [...resourceNames, ...fieldNames]) {
      for (const count of [1, 2])
        expect(lite.humanize(lite.inflect(name, count)), name).toBe(inflection.humanize(inflection.inflect(name, count)));
      expect(lite.transform(name, ['underscore', 'humanize']), name).toBe(
        inflection.transform(name, ['underscore', 'humanize']),
      );
    }
  });

  it('makes the regular English plurals and singulars', () => {
    expect(['post', 'category', 'box', 'key', 'information'].map((word) => lite.pluralize(word))).toEqual([
      'posts',
      'categories',
      'boxes',
      'keys',
      'information',
    ]);
    expect(['posts', 'categories', 'boxes', 'keys', 'status'].map((word) => lite.singularize(word))).toEqual(
      ['post', 'category', 'box', 'key', 'status'],
    );
  });
});
