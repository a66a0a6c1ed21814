import type { ResourceMessages } from '../core/messageTypes';
import type { activityRegister } from './schema';

export const messages = {
  es: {
    name: { one: 'Registro de actividad', other: 'Registros de actividad' },
    fields: {
      date: 'Fecha',
      userName: 'Usuario',
      action: 'Acción',
      objectType: 'Tipo de objeto',
      objectId: 'ID del objeto',
      detail: 'Detalle',
    },
    groups: {},
    choices: {
      action: {
        CREATE: 'Creación',
        UPDATE: 'Modificación',
        DELETE: 'Eliminación',
        LOGIN: 'Inicio de sesión',
        LOGOUT: 'Cierre de sesión',
        EXPORT: 'Exportación',
        INSTALL: 'Instalación',
      },
    },
  },
  en: {
    name: { one: 'Activity record', other: 'Activity records' },
    fields: {
      date: 'Date',
      userName: 'User',
      action: 'Action',
      objectType: 'Object type',
      objectId: 'Object ID',
      detail: 'Detail',
    },
    groups: {},
    choices: {
      action: {
        CREATE: 'Create',
        UPDATE: 'Update',
        DELETE: 'Delete',
        LOGIN: 'Log in',
        LOGOUT: 'Log out',
        EXPORT: 'Export',
        INSTALL: 'Install',
      },
    },
  },
  pt: {
    name: { one: 'Registro de atividade', other: 'Registros de atividade' },
    fields: {
      date: 'Data',
      userName: 'Usuário',
      action: 'Ação',
      objectType: 'Tipo de objeto',
      objectId: 'ID do objeto',
      detail: 'Detalhe',
    },
    groups: {},
    choices: {
      action: {
        CREATE: 'Criação',
        UPDATE: 'Alteração',
        DELETE: 'Exclusão',
        LOGIN: 'Login',
        LOGOUT: 'Logout',
        EXPORT: 'Exportação',
        INSTALL: 'Instalação',
      },
    },
  },
} satisfies ResourceMessages<typeof activityRegister>;
