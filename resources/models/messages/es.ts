import type { ResourceMessages } from '../../core/messageTypes';
import type { models } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof models>;
