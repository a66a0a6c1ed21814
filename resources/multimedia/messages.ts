import type { ResourceMessages } from '../core/messageTypes';
import type { multimedia } from './schema';

export const messages = {
  es: {
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
  },
  en: {
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
  },
  pt: {
    name: { one: 'Item multimídia', other: 'Itens multimídia' },
    fields: {
      placeId: 'ID do local',
      fileName: 'Nome do arquivo',
      path: 'Imagem',
      folder: 'Pasta',
      width: 'Largura (px)',
      height: 'Altura (px)',
      validFrom: 'Válido de',
      validTo: 'Válido até',
      appId: 'Aplicativo',
      location: 'Localização no terminal',
    },
    groups: {},
    choices: {
      location: {
        HOME: 'Início',
        SPLASH: 'Ecrã de arranque',
        IDLE: 'Ecrã de repouso',
        RECEIPT: 'Recibo',
        APP: 'Dentro de uma aplicação',
      },
    },
    help: { placeId: 'Identificador único: não pode se repetir em outro item.' },
  },
} satisfies ResourceMessages<typeof multimedia>;
