import { date, groups, image, number, oneOf, reference, references, strings, text, identifier } from '../core/fields';
import { defineResource, type RecordOf } from '../core/resourceSchema';
import { campaignsPermissions } from './permissions';

/** A campaign's sections and their images travel in one request (the services take 2 MB). */
export const MAX_SECTIONS = 5;
export const CAMPAIGN_IMAGE_MAX_KB = 200;

export const campaignStatuses = ['DRAFT', 'ACTIVE', 'FINISHED'] as const;

/** Advertising campaigns printed on receipts and shown on terminals. */
export const campaigns = defineResource({
  name: 'campaigns',
  route: 'campaign',
  service: 'app',
  path: 'api/v1/advertising-campaign',
  permissionPairs: campaignsPermissions,
  permissions: campaignsPermissions.campaign,
  menu: { group: 'commerce', order: 8, flag: 'ADVERTISING_CAMPAIGN_IS_ALLOWED' },
  label: 'name',
  fields: {
    code: identifier('PM-0006', 30),
    name: text({ required: true, max: 100, list: true, filter: true, sort: true, search: true }),
    status: oneOf(campaignStatuses, { required: true, default: 'DRAFT', list: true, filter: true, sort: true }),
    commerceId: reference('commerces', { list: true, filter: true, unique: 'CM-0025' }),
    validFrom: date({ required: true, list: true, sort: true }),
    validTo: date({ required: true, after: 'validFrom', list: true, sort: true }),
    sections: groups(
      {
        title: text({ required: true, max: 100 }),
        body: text({ max: 500, multiline: true }),
        image: image({ upload: { maxKb: CAMPAIGN_IMAGE_MAX_KB } }),
      },
      { required: true, min: 1, max: MAX_SECTIONS },
    ),
    binNumbers: strings({ itemFormat: 'numeric' }),
    postalCodes: strings({ itemFormat: 'postalCode' }),
    economicSectorIds: references('economicSectors'),
    whitelistCommerceIds: references('commerces'),
    blacklistCommerceIds: references('commerces'),
    minAmount: number({ min: 0, decimals: 2 }),
    maxAmount: number({ min: 0, decimals: 2, greaterThan: 'minAmount' }),
    maxAwardPerDay: number({ integer: true, min: 1 }),
    ticketText: text({ max: 500, multiline: true }),
    terminalCreatedFrom: date(),
    terminalCreatedTo: date({ after: 'terminalCreatedFrom' }),
  },
});

export type Campaign = RecordOf<typeof campaigns>;
