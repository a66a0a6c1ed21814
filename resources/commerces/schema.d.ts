import { type RecordOf } from '../core/resourceSchema';
export declare const commerceTypes: readonly ['PHYSICAL', 'ONLINE', 'MIXED'];
export declare const commerceStatuses: readonly ['ACTIVE', 'INACTIVE'];
export declare const commerces: import('../core/resourceSchema').ResourceSchema<{
  readonly name: {
    kind: 'text';
  } & {
    readonly required: true;
    readonly max: 100;
    readonly list: true;
    readonly filter: true;
    readonly sort: true;
    readonly search: true;
  };
  readonly merchantId: {
    kind: 'text';
  } & {
    readonly required: true;
    readonly max: 20;
    readonly format: 'alphanumeric';
    readonly list: true;
    readonly filter: true;
    readonly sort: true;
    readonly search: true;
    readonly unique: 'CM-0001';
  };
  readonly commerceCode: {
    kind: 'text';
  } & {
    readonly required: true;
    readonly max: 20;
    readonly format: 'alphanumeric';
    readonly list: true;
    readonly filter: true;
    readonly sort: true;
    readonly search: true;
    readonly unique: 'CM-0003';
  };
  readonly taxId: {
    kind: 'text';
  } & {
    readonly min: 9;
    readonly max: 11;
    readonly list: true;
    readonly filter: true;
    readonly search: true;
  };
  readonly categoryCode: {
    kind: 'text';
  } & {
    readonly required: true;
    readonly format: 'numeric';
    readonly min: 4;
    readonly max: 4;
    readonly filter: true;
  };
  readonly economicSectorId: {
    kind: 'reference';
    target: string;
  } & {
    readonly filter: true;
  };
  readonly affiliate: {
    kind: 'text';
  } & {
    readonly max: 50;
  };
  readonly groupingId: {
    kind: 'text';
  } & {
    readonly max: 50;
  };
  readonly address: {
    kind: 'group';
    fields: {
      readonly street: {
        kind: 'text';
      } & {
        readonly required: true;
        readonly max: 100;
      };
      readonly number: {
        kind: 'text';
      } & {
        readonly required: true;
        readonly max: 10;
      };
      readonly city: {
        kind: 'text';
      } & {
        readonly required: true;
        readonly max: 60;
      };
      readonly state: {
        kind: 'text';
      } & {
        readonly required: true;
        readonly max: 60;
      };
      readonly postalCode: {
        kind: 'text';
      } & {
        readonly format: 'postalCode';
      };
    };
  } & import('../core/fields').GroupField<import('../core/fields').FieldMap>;
  readonly phone: {
    kind: 'text';
  } & {
    readonly required: true;
    readonly max: 20;
    readonly pattern: {
      readonly regex: '^\\+?[0-9 ()-]{7,20}$';
      readonly code: 'validation.format.phone';
    };
  };
  readonly email: {
    kind: 'text';
  } & {
    readonly max: 100;
    readonly format: 'email';
    readonly search: true;
  };
  readonly website: {
    kind: 'text';
  } & {
    readonly max: 200;
    readonly format: 'url';
  };
  readonly type: {
    kind: 'enum';
    values: readonly ('MIXED' | 'ONLINE' | 'PHYSICAL')[];
  } & {
    readonly required: true;
    readonly default: 'PHYSICAL';
    readonly list: true;
    readonly filter: true;
  };
  readonly status: {
    kind: 'enum';
    values: readonly ('ACTIVE' | 'INACTIVE')[];
  } & {
    readonly required: true;
    readonly default: 'ACTIVE';
    readonly list: true;
    readonly filter: true;
    readonly sort: true;
  };
  readonly partnerId: {
    kind: 'reference';
    target: string;
  } & {
    readonly filter: true;
  };
}>;
export type Commerce = RecordOf<typeof commerces>;
