import type { DeepStrings } from '../../../i18n/types';
import type { activityRegisterEs } from './es';

/** Texts of the activity register's tamper-evident export in Portuguese. */
export const activityRegisterPt: DeepStrings<typeof activityRegisterEs> = {
  activityRegisterExport: {
    button: 'Exportar Excel',
    integritySheet: 'Integridade',
    dateUtc: 'Data (UTC)',
    key: 'Chave',
    value: 'Valor',
    description: 'Descrição',
    formatHint:
      'Cada entrada leva o hash que o serviço calculou ao registrá-la: seus campos e o hash da entrada anterior.',
    entityHint: 'Entidade cujo registro o arquivo contém.',
    headSequenceHint:
      'Número de ordem da última entrada que o serviço tinha ao exportar: o arquivo deve chegar até ela sem lacunas.',
    headHashHint: 'Hash dessa última entrada, tal como o serviço o informa (action-registry/chain-head).',
    verifyHint: 'Comando que verifica o arquivo e aponta a primeira entrada alterada ou ausente.',
  },
};
