import type { ResourceMessages } from '../core/messageTypes';
import type { reports } from './schema';

export const messages = {
  es: {
    name: { one: 'Reporte', other: 'Reportes' },
    fields: {
      name: 'Nombre',
      kind: 'Tipo',
      brandIds: 'Marcas',
      modelIds: 'Modelos',
      entities: 'Entidades',
      connectionType: 'Tipo de conexión',
      androidVersion: 'Versión de Android',
    },
    groups: {},
    help: {
      kind: 'Las marcas, modelos, entidades, conexión y versión de Android filtran el reporte de terminales; los de usuarios, comercios y Artemis cubren la entidad actual.',
    },
    choices: {
      kind: {
        terminal: 'Terminales',
        user: 'Usuarios',
        commerce: 'Comercios',
        artemis: 'Artemis (operaciones del mes)',
      },
      entities: {
        '9': 'Operador de la plataforma',
        '2': 'Banco español',
        '3': 'Procesador de tarjetas dominicano',
        '4': 'Adquirente de tarjetas',
        '6': 'Banco colombiano',
      },
      connectionType: { WIFI: 'Wifi', ETHERNET: 'Ethernet', MOBILE: 'Datos móviles' },
    },
  },
  en: {
    name: { one: 'Report', other: 'Reports' },
    fields: {
      name: 'Name',
      kind: 'Type',
      brandIds: 'Brands',
      modelIds: 'Models',
      entities: 'Entities',
      connectionType: 'Connection type',
      androidVersion: 'Android version',
    },
    groups: {},
    help: {
      kind: 'Brands, models, entities, connection and Android version filter the terminal report; the user, commerce and Artemis reports cover the current entity.',
    },
    choices: {
      kind: { terminal: 'Terminals', user: 'Users', commerce: 'Commerces', artemis: 'Artemis (month operations)' },
      entities: {
        '9': 'Platform operator',
        '2': 'Spanish bank',
        '3': 'Dominican card processor',
        '4': 'Card acquirer',
        '6': 'Colombian bank',
      },
      connectionType: { WIFI: 'Wi-Fi', ETHERNET: 'Ethernet', MOBILE: 'Mobile data' },
    },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof reports>;
