import type { DeepStrings } from '../../../i18n/types';
import type { profileEs } from './es';

/** Texts of My profile in Portuguese. */
export const profilePt = {
  profile: {
    title: 'Meu perfil',
    account: {
      title: 'Dados da conta',
      name: 'Nome',
      userName: 'Usuário',
      email: 'E-mail',
      unknown: 'Não disponível',
      changePassword: 'Alterar senha',
    },
    twoFactor: {
      title: 'Autenticação em dois fatores',
      intro: 'Proteja sua conta pedindo, além da senha, um código de 6 dígitos de um aplicativo autenticador.',
      status: 'Status',
      enabled: 'Ativada',
      disabled: 'Desativada',
      unknown: 'Desconhecido',
      loadError: 'Não foi possível consultar a autenticação em dois fatores.',
      retry: 'Tentar novamente',
      showQr: 'Mostrar código QR',
      hideQr: 'Ocultar código QR',
      qrAlt: 'Código QR para o seu aplicativo autenticador',
      scan: 'Escaneie o código com o seu aplicativo autenticador ou digite a chave manualmente. Depois digite o código de 6 dígitos exibido.',
      secret: 'Chave para digitar manualmente',
      copy: 'Copiar a chave',
      copied: 'Chave copiada.',
      code: 'Código de verificação',
      codeLength: 'O código deve ter 6 dígitos.',
      enable: 'Ativar',
      enableDone: 'A autenticação em dois fatores está ativada.',
      confirmNew: 'Confirmar a nova chave',
      newKeyDone: 'A nova chave está ativa.',
      disable: 'Desativar',
      disableTitle: 'Desativar a autenticação em dois fatores',
      disableIntro:
        'Sua conta ficará protegida apenas pela senha. Digite o código atual do seu aplicativo autenticador para confirmar.',
      disableDone: 'A autenticação em dois fatores está desativada.',
      regenerate: 'Gerar novo código QR',
      regenerateTitle: 'Gerar um novo código QR?',
      regenerateContent:
        'Uma nova chave será criada. A atual continua valendo até você confirmar a nova com um código do aplicativo.',
      regenerated: 'Escaneie o novo código e confirme-o com um código para começar a usá-lo.',
      cancel: 'Cancelar',
    },
    cookie: {
      title: 'Duração da sessão',
      intro: 'Dias em que este navegador lembra a sua sessão antes de pedir a senha novamente.',
      days: 'Dias de expiração do cookie',
      helper: 'Entre {{min}} e {{max}} dias.',
      range: 'Digite um número inteiro de dias entre {{min}} e {{max}}.',
      save: 'Salvar',
      saved_one: 'A sessão durará {{smart_count}} dia.',
      saved_other: 'A sessão durará {{smart_count}} dias.',
    },
  },
} satisfies DeepStrings<typeof profileEs>;
