import { agreements } from '../agreements/schema';
import { brands } from '../brands/schema';
import { campaigns } from '../campaigns/schema';
import { cardTypes } from '../cardTypes/schema';
import type { ResourceSchema } from '../core/resourceSchema';
import { defineHooks } from '../core/rules/domainHooks';
import { managedFileRule, type ManagedFileFields } from '../core/upload/managedFileRule';
import { models } from '../models/schema';
import { onboardingVideos } from '../onboardingVideos/schema';
import { tutorialVideoCategories } from '../tutorialVideoCategories/schema';
import { tutorialVideos } from '../tutorialVideos/schema';

export const MANAGED_FILES_RULE =
  'an image, video or logo the console manages is a file its entity uploaded, never a typed address (AM-0035)';

/**
 * Every field outside the market's apps (which check their own) that holds a file the console
 * manages: the forms upload these, so the services take no address typed in for them.
 */
const managedFields: readonly [Pick<ResourceSchema, 'name' | 'fields'>, ManagedFileFields][] = [
  [tutorialVideos, { videoUrl: 'video', thumbnail: 'image' }],
  [tutorialVideoCategories, { videoUrl: 'video', image: 'image' }],
  [onboardingVideos, { videoUrl: 'video', thumbnail: 'image' }],
  [cardTypes, { logo: 'image', contactlessLogo: 'image' }],
  [campaigns, { 'sections.image': 'image' }],
  [agreements, { imageUrl: 'image' }],
  [brands, { logo: 'image' }],
  [models, { photo: 'image' }],
];

export const hooks = defineHooks(
  Object.fromEntries(
    managedFields.map(([schema, fields]) => [
      schema.name,
      [managedFileRule(MANAGED_FILES_RULE, schema.fields, fields)],
    ]),
  ),
);
