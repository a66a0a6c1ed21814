import type { BoardChart, BoardFigure } from '../boards';
import type { CampaignRow, OperationRow } from './sources';
import { tally, topNamed } from './tally';

/**
 * Whether a campaign applies to an operation: a sale within its dates, at its commerce or one of
 * its white list (any commerce when it names none), not on its black list, within its amounts and,
 * when it lists BINs, paid with a card of one of them.
 */
export const campaignApplies = (campaign: CampaignRow, operation: OperationRow) => {
  if (operation.type !== 'SALE') return false;
  const day = operation.date.slice(0, 10);
  if (day < campaign.validFrom || day > campaign.validTo) return false;
  const commerce = operation.commerceId ?? -1;
  const targeted = [...(campaign.commerceId !== null ? [campaign.commerceId] : []), ...campaign.whitelistCommerceIds];
  if (targeted.length > 0 && !targeted.includes(commerce)) return false;
  if (campaign.blacklistCommerceIds.includes(commerce)) return false;
  if (campaign.minAmount !== null && operation.amount < campaign.minAmount) return false;
  if (campaign.maxAmount !== null && operation.amount > campaign.maxAmount) return false;
  if (campaign.binNumbers.length > 0 && !campaign.binNumbers.some((bin) => operation.maskedPan?.startsWith(bin)))
    return false;
  return true;
};

/** Advertisement: campaigns by state and the sales each one was printed on (served). */
export const advertisementBoard = (campaigns: readonly CampaignRow[], operations: readonly OperationRow[]) => {
  const served = campaigns
    .filter((campaign) => campaign.status !== 'DRAFT')
    .map((campaign) => ({
      key: campaign.name,
      value: operations.filter((operation) => campaignApplies(campaign, operation)).length,
    }));
  const total = served.reduce((sum, bar) => sum + bar.value, 0);
  const figures: BoardFigure[] = [
    { key: 'active', value: campaigns.filter((row) => row.status === 'ACTIVE').length, unit: 'count' },
    { key: 'drafts', value: campaigns.filter((row) => row.status === 'DRAFT').length, unit: 'count' },
    { key: 'finished', value: campaigns.filter((row) => row.status === 'FINISHED').length, unit: 'count' },
    { key: 'served', value: total, unit: 'count' },
  ];
  const charts: BoardChart[] = [
    { key: 'served', unit: 'count', bars: topNamed(served, 10) },
    {
      key: 'campaignStates',
      unit: 'count',
      bars: tally(campaigns, (row) => row.status, ['DRAFT', 'ACTIVE', 'FINISHED']),
    },
  ];
  return { figures, charts };
};
