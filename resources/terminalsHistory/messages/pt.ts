import type { ResourceMessages } from '../../core/messageTypes';
import type { terminalActions } from '../schema';

export const messages = {
  name: { one: 'Ação no terminal', other: 'Histórico de ações' },
  fields: {
    terminalId: 'Terminal',
    action: 'Ação',
    state: 'Estado',
    detail: 'Detalhe',
    reason: 'Motivo da falha',
    requestedBy: 'Solicitada por',
    requestedAt: 'Solicitada em',
    dueAt: 'Resposta prevista',
    expiresAt: 'Aguarda até',
    completedAt: 'Concluída em',
    targetId: 'Versão ou componente',
    installId: 'Instalação na frota',
  },
  groups: {},
  choices: {
    action: {
      REQUEST_STATUS: 'Solicitar estado',
      REQUEST_LOGS: 'Solicitar logs',
      RESTART: 'Reiniciar',
      SOFT_DELETE: 'Desativação lógica',
      ASSIGN_TAGS: 'Atribuir etiquetas',
      INSTALL_APP: 'Instalar aplicativo',
      INSTALL_COMPONENT: 'Instalar componente',
      INSTALL_FIRMWARE: 'Instalar firmware',
      UNINSTALL_APP: 'Desinstalar aplicativo',
      UNINSTALL_COMPONENT: 'Desinstalar componente',
      TPV_INITIALIZATION: 'Inicialização TPV',
    },
    state: { PENDING: 'Pendente', WAITING: 'Aguardando o terminal', DONE: 'Concluída', FAILED: 'Falhou' },
    reason: {
      LOW_BATTERY: 'Bateria abaixo de 20 %',
      TERMINAL_DELETED: 'O terminal está desativado',
      OFFLINE: 'O terminal não se conectou',
      DOWNLOAD_FAILED: 'Falhou a transferência',
      NOT_INSTALLED: 'Não estava instalado no terminal',
      EXPIRED: 'Expirou sem que o terminal se conectasse',
      CANCELLED: 'Cancelada',
    },
  },
} satisfies ResourceMessages<typeof terminalActions>;
