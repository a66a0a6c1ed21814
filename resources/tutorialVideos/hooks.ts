import { defineHooks, type DomainRule } from '../core/rules/domainHooks';
import { onboardingVideos } from '../onboardingVideos/schema';
import { tutorialVideoCategories } from '../tutorialVideoCategories/schema';
import { tutorialVideos } from './schema';

export const ORDER_RULE = 'a new video or category without an order number goes last';

/** The order numbers after the highest one the entity's list holds (gaps left by deletions stay). */
const goesLast = (resource: string): DomainRule => ({
  name: ORDER_RULE,
  beforeCreate: async (data, { store }) => {
    if (typeof data.orderNumber === 'number') return data;
    const numbers = (await store.list(resource)).map((item) => Number(item.orderNumber ?? 0));
    return { ...data, orderNumber: Math.max(0, ...numbers) + 1 };
  },
});

/** The ordered lists of videos (spec section 3: promotional and tutorial videos, tutorial categories). */
export const hooks = defineHooks(
  Object.fromEntries(
    [tutorialVideos, tutorialVideoCategories, onboardingVideos].map(({ name }) => [name, [goesLast(name)]]),
  ),
);
