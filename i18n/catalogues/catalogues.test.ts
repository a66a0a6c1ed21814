import { messageLeaves } from '../messageLeaves';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../mergeMessages';
import enScreens from '../screenTexts/en';
import esScreens from '../screenTexts/es';
import ptScreens from '../screenTexts/pt';
import enOtherScreens from '../screenTexts/otherScreens/en';
import esOtherScreens from '../screenTexts/otherScreens/es';
import ptOtherScreens from '../screenTexts/otherScreens/pt';
import enShell from './en';
import esShell from './es';
import ptShell from './pt';

const es = mergeMessages(esShell, esScreens, esOtherScreens);
const en = mergeMessages(enShell, enScreens, enOtherScreens);
const pt = mergeMessages(ptShell, ptScreens, ptOtherScreens);

const leaves = (tree: object) => Object.fromEntries(messageLeaves(tree));

const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Every feature adds its messages to the catalogues: a key missing in en or pt fails here. */
describe('complete language catalogues', () => {
  const spanish = leaves(es);
  it.each([
    ['en', leaves(en)],
    ['pt', leaves(pt)],
  ])('%s has every Spanish message, with the same substitutions', (_, other) => {
    const missing = Object.keys(spanish).filter((key) => !(key in other));
    const extra = Object.keys(other).filter((key) => !(key in spanish));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
    Object.entries(spanish).forEach(([key, text]) => expect(slots(other[key]), key).toEqual(slots(text)));
  });
});

/** The console speaks to its user as «usted»; a «tú» form (para ti, tu lista, puedes) is a slip ("TI" is IT). */
const INFORMAL = /(?<!\p{L})(ti|[Tt]ú|[Tt]us?|[Cc]ontigo|[Pp]uedes|[Tt]ienes|[Qq]uieres|[Dd]ebes)(?!\p{L})/u;

describe('the Spanish catalogue', () => {
  it('addresses the user as usted everywhere', () => {
    const informal = Object.entries(leaves(es)).filter(([, text]) => INFORMAL.test(text));
    expect(informal).toEqual([]);
  });
});
