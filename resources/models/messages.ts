import type { ResourceMessages } from '../core/messageTypes';
import type { models } from './schema';

export const messages = {
  es: {
    name: { one: 'Modelo', other: 'Modelos' },
    fields: {
      name: 'Nombre',
      brandId: 'Marca',
      deviceType: 'Tipo de dispositivo',
      screenResolution: 'Resolución de pantalla',
      storageMb: 'Almacenamiento total (MB)',
      photo: 'Foto (URL)',
    },
    groups: {},
    choices: {
      deviceType: { POS: 'TPV', MPOS: 'mPOS', SMART_POS: 'TPV inteligente', PIN_PAD: 'PIN pad', KIOSK: 'Quiosco' },
    },
    help: { screenResolution: 'Ancho x alto en píxeles, por ejemplo 720x1280.' },
  },
  en: {
    name: { one: 'Model', other: 'Models' },
    fields: {
      name: 'Name',
      brandId: 'Brand',
      deviceType: 'Device type',
      screenResolution: 'Screen resolution',
      storageMb: 'Total storage (MB)',
      photo: 'Photo (URL)',
    },
    groups: {},
    choices: {
      deviceType: { POS: 'POS', MPOS: 'mPOS', SMART_POS: 'Smart POS', PIN_PAD: 'PIN pad', KIOSK: 'Kiosk' },
    },
    help: { screenResolution: 'Width x height in pixels, for example 720x1280.' },
  },
  pt: {
    name: { one: 'Modelo', other: 'Modelos' },
    fields: {
      name: 'Nome',
      brandId: 'Marca',
      deviceType: 'Tipo de dispositivo',
      screenResolution: 'Resolução de tela',
      storageMb: 'Armazenamento total (MB)',
      photo: 'Foto (URL)',
    },
    groups: {},
    choices: {
      deviceType: { POS: 'POS', MPOS: 'mPOS', SMART_POS: 'POS inteligente', PIN_PAD: 'PIN pad', KIOSK: 'Quiosque' },
    },
    help: { screenResolution: 'Largura x altura em pixels, por exemplo 720x1280.' },
  },
} satisfies ResourceMessages<typeof models>;
