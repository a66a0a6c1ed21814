import type { ParameterValues, ProfileStatus } from './types';

/**
 * The parameters a profile never saved starts with, so a seeded status tells the truth: an active
 * one has every activation parameter and a working configuration, any other (an inactive one, one
 * just created) none. `id` varies the addresses so profiles differ.
 */
export const seedValues = (id: number, status: ProfileStatus | undefined): ParameterValues => {
  const octet = 10 + (id % 200);
  if (status !== 'ACTIVE') return {};
  return {
    ITBIS_ENABLED: true,
    ITBIS_PERCENT: 18,
    TAX_LEGAL_ENABLED: false,
    IMPOCONSUMO_ENABLED: false,
    IVA_ENABLED: false,
    CREDIT_IP_1: `10.20.${octet}.10`,
    CREDIT_PORT_1: 5000,
    CREDIT_IP_2: `10.20.${octet}.11`,
    CREDIT_PORT_2: 5001,
    CREDIT_NII: '003',
    CREDIT_TPDU: '6000030000',
    AMEX_ENABLED: true,
    AMEX_IP_1: `10.30.${octet}.10`,
    AMEX_PORT_1: 6000,
    AMEX_NII: '005',
    AMEX_TPDU: '6000050000',
    FIDELIUM_ENABLED: false,
    AGREEMENTS_ENABLED: false,
    BATCH_AUTO_CLOSE: true,
    BATCH_CLOSE_TIME: '23:00',
    BATCH_MAX_TRANSACTIONS: 500,
    TIPS_ENABLED: id % 2 === 0,
    TIP_PERCENT_1: 10,
    TIP_PERCENT_2: 15,
    TIP_PERCENT_3: 18,
    TIP_MAX_PERCENT: 25,
    QP_LIMIT: 2500,
    PRINT_MERCHANT_COPY: true,
    PRINT_CUSTOMER_COPY: true,
    TLS_ENABLED: true,
    TLS_VERSION: '1.2',
    FALLBACK_ENABLED: true,
    FALLBACK_MAX_ATTEMPTS: 3,
    CONNECTION_TIMEOUT: 30,
    TRANSACTION_TIMEOUT: 60,
    ADMIN_PASSWORD: String(1000 + (id % 9000)),
  };
};
