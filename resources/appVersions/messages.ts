import type { ResourceMessages } from '../core/messageTypes';
import type { appVersions } from './schema';

export const messages = {
  es: {
    name: { one: 'Versión de aplicación', other: 'Versiones de aplicación' },
    fields: {
      appId: 'Aplicación',
      versionName: 'Nombre de la versión',
      versionCode: 'Código de versión',
      note: 'Notas',
      state: 'Estado',
      binaryFileId: 'Archivo binario (APK)',
      binaryUrl: 'Binario',
      installationCount: 'Instalaciones',
      authorizedTerminalIds: 'Terminales autorizados',
      keepPilotTerminals: 'Conservar terminales piloto',
      keepAuthorizedTerminals: 'Conservar la lista al activar el piloto',
      confirmLowerCode: 'Confirmar código de versión inferior',
    },
    groups: {},
    choices: {
      state: { NOT_DEFINED: 'Disponible', PILOT: 'Piloto', ACTIVE: 'Activa', INACTIVE: 'Inactiva' },
    },
    help: {
      versionCode: 'Número entero; un código menor que el de una versión existente requiere confirmación.',
      state: 'Una versión inactiva no se puede instalar y solo un administrador del sistema puede reactivarla.',
      keepPilotTerminals:
        'Al crear una nueva versión piloto, la anterior deja de serlo; marque esta opción para conservar sus terminales.',
    },
  },
  en: {
    name: { one: 'App version', other: 'App versions' },
    fields: {
      appId: 'App',
      versionName: 'Version name',
      versionCode: 'Version code',
      note: 'Notes',
      state: 'State',
      binaryFileId: 'Binary file (APK)',
      binaryUrl: 'Binary',
      installationCount: 'Installations',
      authorizedTerminalIds: 'Authorized terminals',
      keepPilotTerminals: 'Keep pilot terminals',
      keepAuthorizedTerminals: 'Keep the list when the pilot goes active',
      confirmLowerCode: 'Confirm lower version code',
    },
    groups: {},
    choices: {
      state: { NOT_DEFINED: 'Available', PILOT: 'Pilot', ACTIVE: 'Active', INACTIVE: 'Inactive' },
    },
    help: {
      versionCode: 'Whole number; a code lower than an existing version’s needs confirmation.',
      state: 'An inactive version cannot be installed, and only a system administrator can re-enable it.',
      keepPilotTerminals: 'Creating a new pilot version ends the previous pilot; check this to keep its terminals.',
    },
  },
  pt: {
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
  },
} satisfies ResourceMessages<typeof appVersions>;
