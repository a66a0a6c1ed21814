import { describe, expect, it } from 'vitest';
import { resourceMessagesFor } from '../../resources/resourceMessages';
import { keysDefinedTwice } from '../catalogueParts';
import { englishParts } from './en';
import { spanishParts } from './es';
import { portugueseParts } from './pt';

/** Parts are merged into one catalogue: a key two of them define would keep only one text. */
describe('message keys', () => {
  it.each([
    ['es', spanishParts, resourceMessagesFor('es')],
    ['en', englishParts, resourceMessagesFor('en')],
    ['pt', portugueseParts, resourceMessagesFor('pt')],
  ])('are defined once in %s', (_, parts, resources) => {
    expect(keysDefinedTwice({ ...parts, 'resources/*/messages.ts': resources })).toEqual({});
  });

  it('are reported with the parts that define them twice', () => {
    const parts = { first: { market: { title: 'A', drop: 'B' } }, second: { market: { title: 'C' } } };
    expect(keysDefinedTwice(parts)).toEqual({ 'market.title': ['first', 'second'] });
  });
});
