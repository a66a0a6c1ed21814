import { describe, expect, it } from 'vitest';
import englishResources from '../../resources/resourceMessages/en';
import spanishResources from '../../resources/resourceMessages/es';
import portugueseResources from '../../resources/resourceMessages/pt';
import { keysDefinedTwice } from '../catalogueParts';
import { englishScreenParts } from '../screenTexts/en';
import { spanishScreenParts } from '../screenTexts/es';
import { portugueseScreenParts } from '../screenTexts/pt';
import { englishParts } from './en';
import { spanishParts } from './es';
import { portugueseParts } from './pt';

/** Parts are merged into one catalogue: a key two of them define would keep only one text. */
describe('message keys', () => {
  it.each([
    ['es', spanishParts, spanishScreenParts, spanishResources],
    ['en', englishParts, englishScreenParts, englishResources],
    ['pt', portugueseParts, portugueseScreenParts, portugueseResources],
  ])('are defined once in %s', (_, parts, screenParts, resources) => {
    expect(keysDefinedTwice({ ...parts, ...screenParts, 'resources/*/messages/': resources })).toEqual({});
  });

  it('are reported with the parts that define them twice', () => {
    const parts = { first: { market: { title: 'A', drop: 'B' } }, second: { market: { title: 'C' } } };
    expect(keysDefinedTwice(parts)).toEqual({ 'market.title': ['first', 'second'] });
  });
});
