import type { ResourceMessages } from '../../core/messageTypes';
import type { appVersions } from '../schema';

export const messages = {
  name: { one: 'Versão do aplicativo', other: 'Versões do aplicativo' },
  fields: {
    appId: 'Aplicativo',
    versionName: 'Nome da versão',
    versionCode: 'Código da versão',
    note: 'Notas',
    state: 'Status',
    binaryFileId: 'Arquivo binário (APK)',
    binaryUrl: 'Binário',
    installationCount: 'Instalações',
    authorizedTerminalIds: 'Terminais autorizados',
    keepPilotTerminals: 'Manter terminais piloto',
    keepAuthorizedTerminals: 'Manter a lista ao ativar o piloto',
    confirmLowerCode: 'Confirmar código de versão inferior',
  },
  groups: {},
  choices: {
    state: { NOT_DEFINED: 'Disponível', PILOT: 'Piloto', ACTIVE: 'Ativa', INACTIVE: 'Inativa' },
  },
  help: {
    versionCode: 'Número inteiro; um código menor que o de uma versão existente exige confirmação.',
    state: 'Uma versão inativa não pode ser instalada, e somente um administrador do sistema pode reativá-la.',
    keepPilotTerminals:
      'Ao criar uma nova versão piloto, a anterior deixa de ser piloto; marque esta opção para manter os terminais dela.',
  },
} satisfies ResourceMessages<typeof appVersions>;
