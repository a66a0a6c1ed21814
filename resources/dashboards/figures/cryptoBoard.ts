import type { BoardChart, BoardFigure } from '../boards';
import type { TerminalRow, UserRow } from './sources';
import { percentOf, tally, topNamed } from './tally';

/**
 * Crypto: the fleet's key management (KMS versions, secure modules) and how many of the entity's
 * active users sign in with a second factor.
 */
export const cryptoBoard = (terminals: readonly TerminalRow[], users: readonly UserRow[]) => {
  const active = users.filter((row) => row.status === 'ACTIVE');
  const withTwoFactor = active.filter((row) => row.twoFactorEnabled).length;
  const kms = tally(terminals, (row) => row.kmsVersion?.replace(/^KMS\s*/, '').split('.')[0]);
  const figures: BoardFigure[] = [
    { key: 'secured', value: terminals.filter((row) => row.secureModule).length, unit: 'count' },
    { key: 'kmsVersions', value: new Set(terminals.map((row) => row.kmsVersion).filter(Boolean)).size, unit: 'count' },
    { key: 'twoFactorUsers', value: withTwoFactor, unit: 'count' },
    { key: 'twoFactorShare', value: percentOf(withTwoFactor, active.length), unit: 'percent' },
  ];
  const charts: BoardChart[] = [
    {
      key: 'kmsMajor',
      unit: 'count',
      bars: kms.sort((a, b) => a.key.localeCompare(b.key)).map((bar) => ({ ...bar, label: `KMS ${bar.key}.x` })),
    },
    {
      key: 'secureModules',
      unit: 'count',
      bars: topNamed(
        tally(terminals, (row) => row.secureModule),
        8,
      ),
    },
    {
      key: 'twoFactor',
      unit: 'count',
      bars: [
        { key: 'enabled', value: withTwoFactor },
        { key: 'disabled', value: active.length - withTwoFactor },
      ],
    },
  ];
  return { figures, charts };
};
