import type { ResourceMessages } from '../../core/messageTypes';
import type { models } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof models>;
