import type { ResourceMessages } from '../../core/messageTypes';
import type { activityRegister } from '../schema';

export const messages = {
  name: { one: 'Registro de atividade', other: 'Registros de atividade' },
  fields: {
    sequence: 'N.º de ordem',
    date: 'Data',
    userId: 'ID do usuário',
    userName: 'Usuário',
    action: 'Ação',
    objectType: 'Tipo de objeto',
    objectId: 'ID do objeto',
    outcome: 'Resultado',
    detail: 'Detalhe',
    changes: 'Alterações (antes e depois)',
    previousHash: 'Hash anterior',
    hash: 'Hash',
  },
  groups: {},
  choices: {
    action: {
      CREATE: 'Criação',
      UPDATE: 'Alteração',
      DELETE: 'Exclusão',
      HARD_DELETE: 'Exclusão definitiva',
      LOGIN: 'Login',
      LOGIN_FAILED: 'Login com falha',
      LOCKOUT: 'Bloqueio de usuário',
      UNLOCK: 'Desbloqueio de usuário',
      LOGOUT: 'Logout',
      TWO_FACTOR_ENROL: 'Ativação de dois fatores',
      TWO_FACTOR_RESET: 'Desativação de dois fatores',
      ROLE_CHANGE: 'Alteração de perfil',
      PERMISSION_CHANGE: 'Alteração de permissões',
      APPROVE: 'Aprovação',
      REJECT: 'Rejeição',
      EXPORT: 'Exportação',
      INSTALL: 'Instalação',
    },
    outcome: { SUCCESS: 'Realizada', REFUSED: 'Recusada' },
  },
} satisfies ResourceMessages<typeof activityRegister>;
