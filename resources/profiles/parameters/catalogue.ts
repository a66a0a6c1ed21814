import { needsTaxPercentage } from '../../commerceParameters/taxes';
import { hostDefinitions } from './hosts';
import type { ParameterDefinition, ParameterSection, ParameterType } from './types';

const percent: ParameterType = { kind: 'decimal', min: 0, max: 100, exclusiveMin: true };
const amount: ParameterType = { kind: 'decimal', min: 0, max: 999999.99, exclusiveMin: true };
const flag: ParameterType = { kind: 'boolean' };
const pin: ParameterType = { kind: 'secret', format: 'digits', min: 4, max: 8 };
const key: ParameterType = { kind: 'secret', format: 'hex', min: 32, max: 32 };

type Entry = [name: string, type: ParameterType, extra?: Pick<ParameterDefinition, 'requiredWhen' | 'activation'>];

const section = (name: ParameterSection, entries: Entry[]): ParameterDefinition[] =>
  entries.map(([parameter, type, extra]) => ({ name: parameter, section: name, type, ...extra }));

/** Agreements (convenios) live beside the fidelium host: fidelium on needs them on (PM-0003). */
export const AGREEMENTS_ENABLED = 'AGREEMENTS_ENABLED';
export const FIDELIUM_ENABLED = 'FIDELIUM_ENABLED';
export const TIP_PERCENTS = ['TIP_PERCENT_1', 'TIP_PERCENT_2', 'TIP_PERCENT_3'] as const;
export const TIP_MAX_PERCENT = 'TIP_MAX_PERCENT';
/** The taxes tab's taxes, each switched on and given a percentage. */
const PROFILE_TAXES = ['ITBIS', 'IMPOCONSUMO', 'IVA', 'TAX_LEGAL'] as const;

/** Every parameter a profile can hold, section by section, in the order the tabs show them. */
export const parameterCatalogue: readonly ParameterDefinition[] = [
  ...hostDefinitions,
  ...section('hosts', [[AGREEMENTS_ENABLED, flag]]),
  ...section('batchTips', [
    ['BATCH_AUTO_CLOSE', flag],
    ['BATCH_CLOSE_TIME', { kind: 'time' }, { requiredWhen: 'BATCH_AUTO_CLOSE' }],
    ['BATCH_MAX_TRANSACTIONS', { kind: 'integer', min: 1, max: 999 }],
    ['BATCH_PRINT_REPORT', flag],
    ['TIPS_ENABLED', flag],
    ...TIP_PERCENTS.map((name): Entry => [name, percent]),
    [TIP_MAX_PERCENT, percent, { requiredWhen: 'TIPS_ENABLED' }],
  ]),
  ...section(
    'taxes',
    PROFILE_TAXES.flatMap((tax): Entry[] => [
      [`${tax}_ENABLED`, flag],
      [`${tax}_PERCENT`, percent, needsTaxPercentage(tax) ? { requiredWhen: `${tax}_ENABLED` } : undefined],
    ]),
  ),
  ...section('ecr', [
    ['ECR_ENABLED', flag],
    [
      'ECR_CONNECTION',
      { kind: 'choice', values: ['USB', 'SERIAL', 'BLUETOOTH', 'IP'] },
      { requiredWhen: 'ECR_ENABLED' },
    ],
    ['ECR_IP', { kind: 'ip' }],
    ['ECR_PORT', { kind: 'port' }],
    ['QP_LIMIT', amount],
    ['QP_CONTACTLESS_LIMIT', amount],
    ['OFFLINE_ENABLED', flag],
    ['OFFLINE_FLOOR_LIMIT', amount, { requiredWhen: 'OFFLINE_ENABLED' }],
    ['OFFLINE_KEY_INDEX', { kind: 'hex', length: 2 }, { requiredWhen: 'OFFLINE_ENABLED' }],
  ]),
  ...section('receipts', [
    ['LOGO_ID', { kind: 'integer', min: 1, max: 99999 }],
    ['RECEIPT_HEADER', { kind: 'text', max: 40 }],
    ['RECEIPT_FOOTER', { kind: 'text', max: 40 }],
    ['PRINT_MERCHANT_COPY', flag],
    ['PRINT_CUSTOMER_COPY', flag],
    ['JOURNAL_POS_ENABLED', flag],
    ['JOURNAL_POS_COPIES', { kind: 'integer', min: 1, max: 3 }, { requiredWhen: 'JOURNAL_POS_ENABLED' }],
    ['JOURNAL_POS_RETENTION_DAYS', { kind: 'integer', min: 1, max: 90 }],
    ['SIGNATURE_CAPTURE', flag],
    ['SIGNATURE_LIMIT', amount],
  ]),
  ...section('communication', [
    ['TLS_ENABLED', flag],
    ['TLS_VERSION', { kind: 'choice', values: ['1.2', '1.3'] }, { requiredWhen: 'TLS_ENABLED' }],
    ['FALLBACK_ENABLED', flag],
    ['FALLBACK_MAX_ATTEMPTS', { kind: 'integer', min: 1, max: 9 }, { requiredWhen: 'FALLBACK_ENABLED' }],
    ['CONNECTION_TIMEOUT', { kind: 'integer', min: 5, max: 120 }],
    ['TRANSACTION_TIMEOUT', { kind: 'integer', min: 10, max: 180 }, { activation: true }],
    ['SCHEDULED_DOWNLOAD_ENABLED', flag],
    ['SCHEDULED_DOWNLOAD_TIME', { kind: 'time' }, { requiredWhen: 'SCHEDULED_DOWNLOAD_ENABLED' }],
    ['SCHEDULED_DOWNLOAD_INTERVAL_DAYS', { kind: 'integer', min: 1, max: 30 }],
  ]),
  ...section('keys', [
    ['ADMIN_PASSWORD', pin, { activation: true }],
    ['MERCHANT_PASSWORD', pin],
    ['REFUND_PASSWORD', pin],
    ['MASTER_KEY', key],
    ['PIN_KEY', key],
  ]),
];

export const parameterByName: ReadonlyMap<string, ParameterDefinition> = new Map(
  parameterCatalogue.map((definition) => [definition.name, definition]),
);

export const parametersOf = (name: ParameterSection) =>
  parameterCatalogue.filter((definition) => definition.section === name);

export const isSecret = (name: string) => parameterByName.get(name)?.type.kind === 'secret';

export const activationParameters = parameterCatalogue.filter((definition) => definition.activation);
