import type { ResourceMessages } from '../core/messageTypes';
import type { reports } from './schema';

export const messages = {
  es: {
    name: { one: 'Reporte', other: 'Reportes' },
    fields: {
      name: 'Nombre',
      brandIds: 'Marcas',
      modelIds: 'Modelos',
      entities: 'Entidades',
      connectionType: 'Tipo de conexión',
      androidVersion: 'Versión de Android',
    },
    groups: {},
    choices: {
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
      brandIds: 'Brands',
      modelIds: 'Models',
      entities: 'Entities',
      connectionType: 'Connection type',
      androidVersion: 'Android version',
    },
    groups: {},
    choices: {
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
      brandIds: 'Marcas',
      modelIds: 'Modelos',
      entities: 'Entidades',
      connectionType: 'Tipo de conexão',
      androidVersion: 'Versão do Android',
    },
    groups: {},
    choices: {
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
