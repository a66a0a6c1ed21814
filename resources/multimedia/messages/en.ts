import type { ResourceMessages } from '../../core/messageTypes';
import type { multimedia } from '../schema';

export const messages = {
  name: { one: 'Multimedia item', other: 'Multimedia items' },
  fields: {
    placeId: 'Place ID',
    fileName: 'File name',
    path: 'Image',
    folder: 'Folder',
    width: 'Width (px)',
    height: 'Height (px)',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    appId: 'App',
    location: 'Location on the terminal',
  },
  groups: {},
  choices: {
    location: {
      HOME: 'Home',
      SPLASH: 'Splash screen',
      IDLE: 'Idle screen',
      RECEIPT: 'Receipt',
      APP: 'Inside an app',
    },
  },
  help: { placeId: 'Unique identifier: it cannot be repeated on another item.' },
} satisfies ResourceMessages<typeof multimedia>;
