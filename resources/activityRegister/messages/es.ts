import type { ResourceMessages } from '../../core/messageTypes';
import type { activityRegister } from '../schema';

export const messages = {
  name: { one: 'Registro de actividad', other: 'Registros de actividad' },
  fields: {
    sequence: 'N.º de orden',
    date: 'Fecha',
    userId: 'ID del usuario',
    userName: 'Usuario',
    action: 'Acción',
    objectType: 'Tipo de objeto',
    objectId: 'ID del objeto',
    outcome: 'Resultado',
    detail: 'Detalle',
    changes: 'Cambios (antes y después)',
    previousHash: 'Hash anterior',
    hash: 'Hash',
  },
  groups: {},
  choices: {
    action: {
      CREATE: 'Creación',
      UPDATE: 'Modificación',
      DELETE: 'Eliminación',
      HARD_DELETE: 'Eliminación definitiva',
      LOGIN: 'Inicio de sesión',
      LOGIN_FAILED: 'Inicio de sesión fallido',
      LOCKOUT: 'Bloqueo de usuario',
      UNLOCK: 'Desbloqueo de usuario',
      LOGOUT: 'Cierre de sesión',
      TWO_FACTOR_ENROL: 'Alta de doble factor',
      TWO_FACTOR_RESET: 'Desactivación de doble factor',
      ROLE_CHANGE: 'Cambio de rol',
      PERMISSION_CHANGE: 'Cambio de permisos',
      APPROVE: 'Aprobación',
      REJECT: 'Rechazo',
      EXPORT: 'Exportación',
      INSTALL: 'Instalación',
    },
    outcome: { SUCCESS: 'Realizada', REFUSED: 'Rechazada' },
  },
} satisfies ResourceMessages<typeof activityRegister>;
