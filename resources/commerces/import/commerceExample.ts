import type { ImportContext } from '../../csvImport/csvFormat';
import { variantOf, type CommerceVariant } from '../rules/commerceVariant';

/** Each variant's tax ids: the card processor's RNC (9 to 11 digits), the Spanish bank's CIF. */
const taxIds: Record<CommerceVariant, readonly [string, string]> = {
  rnc: ['101234567', '130987654'],
  cif: ['B12345678', 'A87654321'],
  standard: ['900123456', ''],
};

/**
 * The example file's rows for the importing entity: every field any variant requires is filled
 * (the e-mail too, for entities that ask for it) and the tax id is of the entity's kind, so the
 * example imports as it is. No value starts with a sign the safe writer would neutralise.
 */
export const commerceExampleRows = (context?: ImportContext): readonly (readonly string[])[] => {
  const [first, second] = taxIds[context ? variantOf(context.entityId) : 'standard'];
  return [
    [
      'Supermercado El Sol',
      'M0001',
      'C0001',
      first,
      '5411',
      'Calle Duarte',
      '12',
      'Santiago',
      'Santiago',
      '51000',
      '809 555 0100',
      'contacto@elsol.example.com',
      '',
      'PHYSICAL',
      'ACTIVE',
    ],
    [
      'Farmacia Central',
      'M0002',
      'C0002',
      second,
      '5912',
      'Avenida Libertad',
      '45',
      'Madrid',
      'Madrid',
      '28001',
      '912 555 0101',
      'farmacia@central.example.com',
      '',
      '',
      '',
    ],
  ];
};
