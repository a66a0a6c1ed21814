import { expect, type Page } from '@playwright/test';
import { servicePrefixes } from '../dataProviders/services';
import type { ResourceSchema } from '../resources/core/resourceSchema';

/** The id of the first record the signed-in user's entity has, asked of the sandbox itself. */
export const firstIdOf = async (page: Page, schema: ResourceSchema) => {
  const token = await page.evaluate(() => localStorage.getItem('Token'));
  const url = `${servicePrefixes[schema.service]}/${schema.path}?range=${encodeURIComponent('[0,0]')}`;
  const answer = await page.request.get(url, { headers: { Authorization: `Bearer ${token}`, 'entity-id': '9' } });
  expect(answer.ok()).toBe(true);
  const [first] = (await answer.json()) as { id: number }[];
  return first.id;
};
