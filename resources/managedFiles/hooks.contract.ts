import { tinyPng } from '../apps/apk/testing/testApk';
import { brands } from '../brands/schema';
import { campaigns } from '../campaigns/schema';
import { cardTypes } from '../cardTypes/schema';
import type { ContractAction, ContractCase, ContractCases, ContractOutcome } from '../core/rules/contractCase';
import type { StoredRow } from '../core/rules/domainHooks';
import { models } from '../models/schema';
import { tutorialVideos } from '../tutorialVideos/schema';
import { MANAGED_FILES_RULE } from './hooks';

const uploadImage: ContractAction = { upload: 'image', bytes: tinyPng(), name: 'logo.png' };
const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const uploadedUrl = (earlier: readonly ContractOutcome[]) => earlier[0].record?.url;
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...tinyPng()))}`;

const first = (
  rows: readonly StoredRow[] | undefined,
  what: string,
  test: (row: StoredRow) => boolean = () => true,
) => {
  const row = rows?.find(test);
  if (!row) throw new Error(`the world has no ${what}`);
  return row;
};

export const cases: ContractCases = (world): ContractCase[] => {
  const video = first(world[tutorialVideos.name], 'tutorial video of entity 9', (row) => row.entityId === 9);
  const [cardType, otherCardType] = world[cardTypes.name] ?? [];
  const campaign = first(world[campaigns.name], 'campaign of entity 9 with sections', (row) => {
    return row.entityId === 9 && Array.isArray(row.sections) && row.sections.length > 0;
  });
  const brand = first(world[brands.name], 'brand');
  const model = first(world[models.name], 'model');
  const sections = (campaign.sections as Record<string, unknown>[]).map((section, index) =>
    index === 0 ? { ...section, image: 'https://cdn.example.com/banner.jpg' } : section,
  );
  return [
    {
      rule: MANAGED_FILES_RULE,
      title: 'a typed video address is refused at the field',
      as: 'admin',
      action: { update: tutorialVideos.name, id: video.id, data: { videoUrl: 'https://videos.example.com/v.mp4' } },
      expect: { status: 400, code: 'AM-0035', errors: { videoUrl: 'AM-0035' } },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'a typed card logo address, another site’s or the console’s own, is refused',
      as: 'admin',
      action: { update: cardTypes.name, id: cardType.id, data: { contactlessLogo: '/cards/other.svg' } },
      expect: { status: 400, code: 'AM-0035', errors: { contactlessLogo: 'AM-0035' } },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'an image inside the record as a data URL is refused: it goes through the upload path',
      as: 'admin',
      action: { update: cardTypes.name, id: otherCardType.id, data: { logo: pngDataUrl } },
      expect: { status: 400, code: 'AM-0035', errors: { logo: 'AM-0035' } },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'an uploaded PNG within the size is taken as a card logo',
      as: 'admin',
      setUp: [uploadImage],
      action: (earlier) => ({ update: cardTypes.name, id: otherCardType.id, data: { logo: uploadedUrl(earlier) } }),
      expect: { status: 200 },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'a typed campaign image is refused at its section',
      as: 'admin',
      action: { update: campaigns.name, id: campaign.id, data: { sections } },
      expect: { status: 400, code: 'AM-0035', errors: { 'sections.0.image': 'AM-0035' } },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'an uploaded image is taken as a brand’s logo',
      as: 'admin',
      setUp: [uploadImage],
      action: (earlier) => ({ update: brands.name, id: brand.id, data: { logo: uploadedUrl(earlier) } }),
      expect: { status: 200 },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'an uploaded document is not a model’s photo',
      as: 'admin',
      setUp: [{ upload: 'document', bytes: PDF, name: 'sheet.pdf' }],
      action: (earlier) => ({ update: models.name, id: model.id, data: { photo: uploadedUrl(earlier) } }),
      expect: { status: 400, code: 'AM-0019', errors: { photo: 'AM-0019' } },
    },
    {
      rule: MANAGED_FILES_RULE,
      title: 'an edit keeps the addresses the record already held',
      as: 'admin',
      action: { update: tutorialVideos.name, id: video.id, data: { title: 'Renombrado' } },
      expect: { status: 200 },
    },
  ];
};
