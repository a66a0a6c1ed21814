import type { ResourceMessages } from '../../core/messageTypes';
import type { multimedia } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof multimedia>;
