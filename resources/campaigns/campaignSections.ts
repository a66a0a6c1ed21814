import type { FormSection } from '../views/SchemaForm';

/** The campaign form in the order an operator thinks of a campaign (spec section 3: Campaign). */
export const campaignSections: readonly FormSection[] = [
  {
    title: 'reference.campaigns.form.campaign',
    fields: ['code', 'name', 'status', 'commerceId', 'validFrom', 'validTo'],
  },
  { title: 'reference.campaigns.form.sections', fields: ['sections'] },
  {
    title: 'reference.campaigns.form.targeting',
    fields: [
      'whitelistCommerceIds',
      'blacklistCommerceIds',
      'economicSectorIds',
      'binNumbers',
      'postalCodes',
      'terminalCreatedFrom',
      'terminalCreatedTo',
    ],
  },
  { title: 'reference.campaigns.form.awards', fields: ['minAmount', 'maxAmount', 'maxAwardPerDay'] },
  { title: 'reference.campaigns.form.receipt', fields: ['ticketText'] },
];

/** A new campaign starts with the one section it needs (spec section 5). */
export const newCampaign = { sections: [{ title: '', body: null, image: null }] };
