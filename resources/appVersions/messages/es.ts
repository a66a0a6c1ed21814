import type { ResourceMessages } from '../../core/messageTypes';
import type { appVersions } from '../schema';

export const messages = {
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
} satisfies ResourceMessages<typeof appVersions>;
