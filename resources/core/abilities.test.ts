import { describe, expect, it } from 'vitest';
import { entityIds } from '../../fixtures/entities';
import { brands } from '../brands/schema';
import { models } from '../models/schema';
import { pointsOfSale } from '../pointsOfSale/schema';
import { terminals } from '../terminals/schema';
import { abilitiesOf, entitySees } from './abilities';
import { entityMayWrite } from './sharedData';

describe('entity abilities (spec section 4)', () => {
  it('gives the product tab to 9 and 3, the RNC label and the card-processor flag to 3 only', () => {
    expect(entityIds.filter((id) => abilitiesOf(id).commerceProductTab)).toEqual([9, 3]);
    expect(entityIds.filter((id) => abilitiesOf(id).rncLabel)).toEqual([3]);
    expect(entityIds.filter((id) => abilitiesOf(id).cardProcessor)).toEqual([3]);
    expect(entityIds.every((id) => abilitiesOf(id).parametersModule)).toBe(true);
  });

  it('lets the shared-data rule and the brand and model abilities agree for every entity', () => {
    for (const id of entityIds) {
      expect(entityMayWrite(brands, id), `brands ${id}`).toBe(abilitiesOf(id).brandUpdate);
      expect(entityMayWrite(models, id), `models ${id}`).toBe(abilitiesOf(id).modelUpdate);
    }
  });

  it('hides some routes from the acquirer (entity 4) alone', () => {
    expect(entitySees(pointsOfSale, 4)).toBe(false);
    expect(entitySees(pointsOfSale, 9)).toBe(true);
    expect(entitySees(terminals, 4)).toBe(true);
    expect(entityIds.filter((id) => abilitiesOf(id).hideAcquirerMenuOptions)).toEqual([4]);
  });
});
