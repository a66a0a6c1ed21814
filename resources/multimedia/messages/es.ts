import type { ResourceMessages } from '../../core/messageTypes';
import type { multimedia } from '../schema';

export const messages = {
  name: { one: 'Elemento multimedia', other: 'Elementos multimedia' },
  fields: {
    placeId: 'ID de ubicación',
    fileName: 'Nombre del archivo',
    path: 'Imagen',
    folder: 'Carpeta',
    width: 'Ancho (px)',
    height: 'Alto (px)',
    validFrom: 'Válido desde',
    validTo: 'Válido hasta',
    appId: 'Aplicación',
    location: 'Ubicación en el terminal',
  },
  groups: {},
  choices: {
    location: {
      HOME: 'Inicio',
      SPLASH: 'Pantalla de arranque',
      IDLE: 'Pantalla de reposo',
      RECEIPT: 'Recibo',
      APP: 'Dentro de una aplicación',
    },
  },
  help: { placeId: 'Identificador único: no puede repetirse en otro elemento.' },
} satisfies ResourceMessages<typeof multimedia>;
