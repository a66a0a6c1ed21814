import { describe, expect, it } from 'vitest';
import { abilitiesOf, CARD_PROCESSOR_ENTITY, OPERATOR_ENTITY } from '../core/abilities';
import { commerces } from '../commerces/schema';
import { entityFieldLabel } from './labels';
import { schemaCsv } from './schemaCsv';

describe('labels that follow the entity’s abilities', () => {
  it('labels the commerce tax id RNC for the card processor only', () => {
    const { taxId, name } = commerces.fields;
    const processor = abilitiesOf(CARD_PROCESSOR_ENTITY);
    expect(entityFieldLabel('commerce', 'taxId', taxId, processor)).toBe('resources.commerce.abilityLabels.taxId');
    expect(entityFieldLabel('commerce', 'taxId', taxId, abilitiesOf(OPERATOR_ENTITY))).toBe(
      'resources.commerce.fields.taxId',
    );
    expect(entityFieldLabel('commerce', 'name', name, processor)).toBe('resources.commerce.fields.name');
  });

  it('titles the exported column the same way', () => {
    const header = (entity: number) => schemaCsv(commerces, [], (key) => key, abilitiesOf(entity)).split(/\r?\n/)[0];
    expect(header(CARD_PROCESSOR_ENTITY)).toContain('resources.commerce.abilityLabels.taxId');
    expect(header(OPERATOR_ENTITY)).toContain('resources.commerce.fields.taxId');
  });
});
