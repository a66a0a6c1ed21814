import type { ResourceMessages } from '../../core/messageTypes';
import type { reports } from '../schema';

export const messages = {
  name: { one: 'Relatório', other: 'Relatórios' },
  fields: {
    name: 'Nome',
    kind: 'Tipo',
    brandIds: 'Marcas',
    modelIds: 'Modelos',
    entities: 'Entidades',
    connectionType: 'Tipo de conexão',
    androidVersion: 'Versão do Android',
  },
  groups: {},
  help: {
    kind: 'Marcas, modelos, entidades, conexão e versão do Android filtram o relatório de terminais; os de usuários, comércios e Artemis cobrem a entidade atual.',
  },
  choices: {
    kind: { terminal: 'Terminais', user: 'Usuários', commerce: 'Comércios', artemis: 'Artemis (operações do mês)' },
    entities: {
      '9': 'Operador da plataforma',
      '2': 'Banco espanhol',
      '3': 'Processadora de cartões dominicana',
      '4': 'Adquirente de cartões',
      '6': 'Banco colombiano',
    },
    connectionType: { WIFI: 'Wi-Fi', ETHERNET: 'Ethernet', MOBILE: 'Dados móveis' },
  },
} satisfies ResourceMessages<typeof reports>;
