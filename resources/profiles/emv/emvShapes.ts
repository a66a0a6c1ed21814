/** EMV configuration of a profile (spec section 3): its card applications and CA public keys. */

export interface EmvApplication {
  /** Application identifier (tag 9F06), 5 to 16 bytes. */
  aid: string;
  label: string;
  /** Kernel identifier (tag 9F2A), one byte. */
  kernelId: string;
  /** Terminal capabilities (tag 9F33), 3 bytes. */
  terminalCapabilities: string;
  /** Terminal action codes, 5 bytes each. */
  tacDefault: string;
  tacDenial: string;
  tacOnline: string;
  /** Amounts in the currency's units, at most two decimals. */
  floorLimit: number;
  contactlessFloorLimit: number;
  cvmRequiredLimit: number;
  contactlessTransactionLimit: number;
  /** Default DDOL and TDOL: tag-length lists. */
  ddol: string;
  tdol: string;
}

export interface CaKey {
  /** Registered application provider identifier, 5 bytes. */
  rid: string;
  /** CA public key index (tag 8F), one byte. */
  index: string;
  /** 03 or 010001. */
  exponent: string;
  modulus: string;
  /** SHA-1 check sum, 20 bytes. */
  hash: string;
  /** Last day the key is valid (YYYY-MM-DD). */
  expiry: string;
}

export interface EmvConfiguration {
  profileId: number;
  applications: EmvApplication[];
  caKeys: CaKey[];
}

/** What a proposal changes: one of a profile's EMV lists. */
export const proposalSections = ['EMV_APPLICATIONS', 'CA_KEYS'] as const;
export type ProposalSection = (typeof proposalSections)[number];

/** One CA key of some profile, for the certificates view. */
export interface CaKeyCertificate extends CaKey {
  profileId: number;
  profileName: string;
}

export const emptyApplication = (): EmvApplication => ({
  aid: '',
  label: '',
  kernelId: '',
  terminalCapabilities: '',
  tacDefault: '',
  tacDenial: '',
  tacOnline: '',
  floorLimit: 0,
  contactlessFloorLimit: 0,
  cvmRequiredLimit: 0,
  contactlessTransactionLimit: 0,
  ddol: '',
  tdol: '',
});

export const emptyCaKey = (): CaKey => ({ rid: '', index: '', exponent: '', modulus: '', hash: '', expiry: '' });
