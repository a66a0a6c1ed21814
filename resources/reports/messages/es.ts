import type { ResourceMessages } from '../../core/messageTypes';
import type { reports } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof reports>;
