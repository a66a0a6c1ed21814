import { describe, expect, it } from 'vitest';
import { appEn } from './en';
import { appEs } from './es';
import { appPt } from './pt';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );

const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('console messages', () => {
  const es = leaves(appEs);
  it.each([
    ['en', leaves(appEn)],
    ['pt', leaves(appPt)],
  ])('%s has every Spanish key with the same substitutions', (_, other) => {
    expect(Object.keys(other).sort()).toEqual(Object.keys(es).sort());
    Object.entries(es).forEach(([key, text]) => expect(slots(other[key]), key).toEqual(slots(text)));
  });
});
