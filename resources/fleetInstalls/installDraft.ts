import { parseSerialList } from '../terminals/operations/serialList';
import {
  EXPIRY_DAYS,
  installKinds,
  type InstallFilter,
  type InstallKind,
  type InstallOperation,
  type InstallRequest,
  type InstallTarget,
  type Rollout,
} from './shapes';

/** `list`: the terminals chosen in the terminal list (its selection or its filter). */
export type TargetMode = 'filter' | 'serials' | 'list';

/** The install form as the user fills it. */
export interface InstallDraft {
  operation: InstallOperation;
  mode: TargetMode;
  filter: InstallFilter;
  serialText: string;
  staged: boolean;
  rollout: Rollout;
  /** Days offline terminals are waited for. */
  expiryDays: number;
  /** The terminals the terminal list handed over, when it opened the screen. */
  listTarget?: InstallTarget;
}

export const initialDraft: InstallDraft = {
  operation: 'install',
  mode: 'filter',
  filter: {},
  serialText: '',
  staged: false,
  rollout: { waveSize: 10, unit: 'percent', threshold: 10 },
  expiryDays: EXPIRY_DAYS.default,
};

/** The first draft: as the terminal list handed it over, when it did. */
export const draftOfHandOver = (handOver?: { target: InstallTarget; operation: InstallOperation }): InstallDraft =>
  handOver
    ? { ...initialDraft, operation: handOver.operation, mode: 'list', listTarget: handOver.target }
    : initialDraft;

/** What `/fleet-install?kind=…&id=…` names, when both are valid. */
export const subjectOfSearch = (search: URLSearchParams): { kind: InstallKind; id: number } | undefined => {
  const kind = search.get('kind');
  const id = Number(search.get('id'));
  return (installKinds as readonly string[]).includes(kind ?? '') && Number.isSafeInteger(id) && id > 0
    ? { kind: kind as InstallKind, id }
    : undefined;
};

/** The link to the install screen of a version, component or bundle. */
export const fleetInstallLink = (kind: InstallKind, id: number) => `/fleet-install?kind=${kind}&id=${id}`;

/**
 * The target the draft names: the filters (empty ones dropped), the listed serials once there are
 * some, or what the terminal list handed over.
 */
export const targetOfDraft = (draft: InstallDraft): InstallTarget | undefined => {
  if (draft.mode === 'list') return draft.listTarget;
  if (draft.mode === 'serials') {
    const { serials } = parseSerialList(draft.serialText);
    return serials.length ? { kind: 'serials', serialNumbers: serials } : undefined;
  }
  const filter = Object.fromEntries(
    Object.entries(draft.filter).filter(([, value]) => value !== undefined && !(Array.isArray(value) && !value.length)),
  ) as InstallFilter;
  return { kind: 'filter', filter };
};

/** The request the draft makes, or nothing while no terminal is named (spec section 5). */
export const requestOfDraft = (
  subject: { kind: InstallKind; id: number },
  draft: InstallDraft,
  confirmPartial = false,
): InstallRequest | undefined => {
  const target = targetOfDraft(draft);
  if (!target) return undefined;
  return {
    ...subject,
    operation: draft.operation,
    target,
    rollout: draft.staged ? draft.rollout : null,
    expiryDays: draft.expiryDays,
    ...(confirmPartial ? { confirmPartial } : {}),
  };
};
