import { buildTestApk } from '../apk/testing/testApk';
import type { ContractAction, ContractOutcome } from '../../core/rules/contractCase';
import { appVersions } from '../../appVersions/schema';
import { apps } from '../schema';

/**
 * The set-up calls the market's contract cases share: an app of their own (cases of a domain share
 * a back end), the APKs they upload and the versions made of them.
 */
export const newApp = (packageName: string): ContractAction => ({
  create: apps.name,
  data: { name: `App ${packageName}`, packageName, state: 'AVAILABLE', hiringType: 'FREE' },
});

export const uploadApk = (packageName: string, versionCode: number): ContractAction => ({
  upload: 'apk',
  bytes: buildTestApk({ packageName, versionName: `1.0.${versionCode}`, versionCode }),
  name: 'release.apk',
});

/** The id a set-up call's answer gives (a record's, or an uploaded file's). */
export const idOf = (outcome: ContractOutcome | undefined) => outcome?.record?.id;

/** A version of the app the first set-up call made, from the file the `file`-th call uploaded. */
export const newVersion =
  (file: number, data: Record<string, unknown> = {}) =>
  (earlier: readonly ContractOutcome[]): ContractAction => ({
    create: appVersions.name,
    data: { appId: idOf(earlier[0]), binaryFileId: idOf(earlier[file]), state: 'NOT_DEFINED', ...data },
  });
