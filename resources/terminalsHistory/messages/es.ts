import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalActions } from '../schema';

export const messages = {
  name: { one: 'Acción sobre terminal', other: 'Historial de acciones' },
  fields: {
    terminalId: 'Terminal',
    action: 'Acción',
    state: 'Estado',
    detail: 'Detalle',
    reason: 'Motivo del fallo',
    requestedBy: 'Solicitada por',
    requestedAt: 'Solicitada el',
    dueAt: 'Respuesta prevista',
    expiresAt: 'Espera hasta',
    completedAt: 'Completada el',
    targetId: 'Versión o componente',
    installId: 'Instalación en flota',
  },
  groups: {},
  choices: {
    action: {
      REQUEST_STATUS: 'Solicitar estado',
      REQUEST_LOGS: 'Solicitar logs',
      RESTART: 'Reiniciar',
      SOFT_DELETE: 'Baja lógica',
      ASSIGN_TAGS: 'Asignar etiquetas',
      INSTALL_APP: 'Instalar aplicación',
      INSTALL_COMPONENT: 'Instalar componente',
      INSTALL_FIRMWARE: 'Instalar firmware',
      UNINSTALL_APP: 'Desinstalar aplicación',
      UNINSTALL_COMPONENT: 'Desinstalar componente',
      TPV_INITIALIZATION: 'Inicialización TPV',
    },
    state: { PENDING: 'Pendiente', WAITING: 'Esperando al terminal', DONE: 'Completada', FAILED: 'Fallida' },
    reason: {
      LOW_BATTERY: 'Batería por debajo del 20 %',
      TERMINAL_DELETED: 'El terminal está dado de baja',
      OFFLINE: 'El terminal no se conectó',
      DOWNLOAD_FAILED: 'Falló la descarga',
      NOT_INSTALLED: 'No estaba instalado en el terminal',
      EXPIRED: 'Caducó sin que el terminal se conectara',
      CANCELLED: 'Cancelada',
    },
  },
} satisfies ResourceMessages<typeof terminalActions>;
