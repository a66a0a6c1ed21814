import { expect } from 'vitest';
import type { ContractCase, ContractCases, SeededWorld } from '../core/rules/contractCase';
import { onboardingVideos } from '../onboardingVideos/schema';
import { tutorialVideoCategories } from '../tutorialVideoCategories/schema';
import { ORDER_RULE } from './hooks';
import { tutorialVideos } from './schema';

/** The order number after entity 9's highest. */
const nextIn = (world: SeededWorld, resource: string) =>
  Math.max(...world[resource].filter((row) => row.entityId === 9).map((row) => Number(row.orderNumber ?? 0))) + 1;

const media = { videoUrl: 'https://example.com/video.mp4', languages: ['es'], defaultLanguage: 'es' };

export const cases: ContractCases = (world): ContractCase[] => {
  const category = world[tutorialVideoCategories.name].find((row) => row.entityId === 9);
  if (!category) throw new Error('entity 9 has no tutorial category');
  const goesLast = (resource: string, data: Record<string, unknown>): ContractCase => ({
    rule: ORDER_RULE,
    title: `a new ${resource} item without an order number goes last`,
    as: 'admin',
    action: { create: resource, data: { ...media, ...data } },
    expect: { status: 201, outcome: ({ record }) => expect(record?.orderNumber).toBe(nextIn(world, resource)) },
  });
  return [
    goesLast(tutorialVideos.name, { title: 'Nuevo tutorial', categoryId: category.id }),
    goesLast(onboardingVideos.name, { title: 'Nuevo vídeo' }),
    goesLast(tutorialVideoCategories.name, { name: 'Nueva categoría', image: 'https://example.com/c.png' }),
    {
      rule: ORDER_RULE,
      title: 'an order number given is kept',
      as: 'admin',
      action: {
        create: tutorialVideos.name,
        data: { ...media, title: 'Primero', categoryId: category.id, orderNumber: 1 },
      },
      expect: { status: 201, outcome: ({ record }) => expect(record?.orderNumber).toBe(1) },
    },
  ];
};
