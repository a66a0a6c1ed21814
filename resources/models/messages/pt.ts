import type { ResourceMessages } from '../../core/messageTypes';
import type { models } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof models>;
