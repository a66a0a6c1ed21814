import { expect } from 'vitest';
import { tinyPng } from '../apps/apk/testing/testApk';
import type {
  ContractAction,
  ContractCase,
  ContractCases,
  ContractOutcome,
  SeededWorld,
} from '../core/rules/contractCase';
import { onboardingVideos } from '../onboardingVideos/schema';
import { tutorialVideoCategories } from '../tutorialVideoCategories/schema';
import { ORDER_RULE } from './hooks';
import { tutorialVideos } from './schema';

/** The order number after entity 9's highest. */
const nextIn = (world: SeededWorld, resource: string) =>
  Math.max(...world[resource].filter((row) => row.entityId === 9).map((row) => Number(row.orderNumber ?? 0))) + 1;

/** The first bytes of an MP4 file: its `ftyp` box. */
const MP4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]);
const uploads: ContractAction[] = [
  { upload: 'video', bytes: MP4, name: 'video.mp4' },
  { upload: 'image', bytes: tinyPng(), name: 'cover.png' },
];
/** A video's media: the video and image the set-up uploaded (the services take no typed address). */
const mediaOf = (earlier: readonly ContractOutcome[]) => ({
  videoUrl: earlier[0].record?.url,
  languages: ['es'],
  defaultLanguage: 'es',
});
const imageOf = (earlier: readonly ContractOutcome[]) => earlier[1].record?.url;

export const cases: ContractCases = (world): ContractCase[] => {
  const category = world[tutorialVideoCategories.name].find((row) => row.entityId === 9);
  if (!category) throw new Error('entity 9 has no tutorial category');
  const goesLast = (resource: string, data: Record<string, unknown>, image?: string): ContractCase => ({
    rule: ORDER_RULE,
    title: `a new ${resource} item without an order number goes last`,
    as: 'admin',
    setUp: uploads,
    action: (earlier) => ({
      create: resource,
      data: { ...mediaOf(earlier), ...data, ...(image ? { [image]: imageOf(earlier) } : {}) },
    }),
    expect: { status: 201, outcome: ({ record }) => expect(record?.orderNumber).toBe(nextIn(world, resource)) },
  });
  return [
    goesLast(tutorialVideos.name, { title: 'Nuevo tutorial', categoryId: category.id }),
    goesLast(onboardingVideos.name, { title: 'Nuevo vídeo' }),
    goesLast(tutorialVideoCategories.name, { name: 'Nueva categoría' }, 'image'),
    {
      rule: ORDER_RULE,
      title: 'an order number given is kept',
      as: 'admin',
      setUp: uploads,
      action: (earlier) => ({
        create: tutorialVideos.name,
        data: { ...mediaOf(earlier), title: 'Primero', categoryId: category.id, orderNumber: 1 },
      }),
      expect: { status: 201, outcome: ({ record }) => expect(record?.orderNumber).toBe(1) },
    },
  ];
};
