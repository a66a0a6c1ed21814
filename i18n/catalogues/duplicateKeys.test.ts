import { describe, expect, it } from 'vitest';
import englishResources from '../../resources/resourceMessages/en';
import spanishResources from '../../resources/resourceMessages/es';
import portugueseResources from '../../resources/resourceMessages/pt';
import { keysDefinedTwice } from '../catalogueParts';
import { englishFirstScreenParts } from '../screenTexts/en';
import { spanishFirstScreenParts } from '../screenTexts/es';
import { portugueseFirstScreenParts } from '../screenTexts/pt';
import { englishOtherScreenParts } from '../screenTexts/otherScreens/en';
import { spanishOtherScreenParts } from '../screenTexts/otherScreens/es';
import { portugueseOtherScreenParts } from '../screenTexts/otherScreens/pt';
import { englishParts } from './en';
import { spanishParts } from './es';
import { portugueseParts } from './pt';

/** Parts are merged into one catalogue: a key two of them define would keep only one text. */
describe('message keys', () => {
  it.each([
    ['es', spanishParts, spanishFirstScreenParts, spanishOtherScreenParts, spanishResources],
    ['en', englishParts, englishFirstScreenParts, englishOtherScreenParts, englishResources],
    ['pt', portugueseParts, portugueseFirstScreenParts, portugueseOtherScreenParts, portugueseResources],
  ])('are defined once in %s', (_, parts, firstScreens, otherScreens, resources) => {
    expect(
      keysDefinedTwice({ ...parts, ...firstScreens, ...otherScreens, 'resources/*/messages/': resources }),
    ).toEqual({});
  });

  it('are reported with the parts that define them twice', () => {
    const parts = { first: { market: { title: 'A', drop: 'B' } }, second: { market: { title: 'C' } } };
    expect(keysDefinedTwice(parts)).toEqual({ 'market.title': ['first', 'second'] });
  });
});
