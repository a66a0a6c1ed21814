import { messageLeaves } from '../messageLeaves';
import { describe, expect, it } from 'vitest';
import { appEn } from './en';
import { appEs } from './es';
import { appPt } from './pt';

const leaves = (tree: object) => Object.fromEntries(messageLeaves(tree));

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
