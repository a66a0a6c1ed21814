import type { DeepStrings } from '../types';
import type { loginEs } from './es';

/** Texts of the login flow in Portuguese. */
export const loginPt = {
  login: {
    layout: {
      tagline: 'Gestão de terminais de pagamento e aplicativos',
    },
    signIn: {
      title: 'Entrar',
      intro: 'Acesse com o seu usuário e senha do console.',
      userName: 'Usuário',
      password: 'Senha',
      submit: 'Entrar',
      forgot: 'Esqueceu a senha?',
    },
    twoFactor: {
      title: 'Verificação em duas etapas',
      intro: 'Digite o código de 6 dígitos que o seu aplicativo autenticador mostra para {{userName}}.',
      code: 'Código de verificação',
      submit: 'Verificar',
      back: 'Voltar ao login',
    },
    recover: {
      title: 'Recuperar senha',
      intro: 'Digite o seu usuário e enviaremos um código de segurança de 6 dígitos para o e-mail da conta.',
      submit: 'Enviar código',
      haveCode: 'Já tenho um código',
      back: 'Voltar ao login',
    },
    reset: {
      title: 'Redefinir senha',
      codeIntro: 'Digite o seu usuário e o código de segurança de 6 dígitos que recebeu por e-mail.',
      codeSent: 'Se a conta existir, enviamos um código de segurança de 6 dígitos para o seu e-mail.',
      passwordIntro: 'Escolha uma nova senha para {{userName}}.',
      stepCode: 'Código de segurança',
      stepPassword: 'Nova senha',
      code: 'Código de segurança',
      codeLabel: 'Código de 6 dígitos recebido por e-mail',
      verify: 'Verificar código',
      submit: 'Salvar senha',
      requestNew: 'Solicitar um novo código',
      done: 'A sua senha foi alterada. Entre com a nova senha.',
    },
    password: {
      show: 'Mostrar senha',
      hide: 'Ocultar senha',
      current: 'Senha atual',
      new: 'Nova senha',
      confirmation: 'Confirme a nova senha',
      rulesTitle: 'A senha deve ter',
      met: 'Cumprido',
      unmet: 'Pendente',
      rules: {
        length: 'Pelo menos {{min}} caracteres',
        uppercase: 'Uma letra maiúscula',
        lowercase: 'Uma letra minúscula',
        digit: 'Um número',
        special: 'Um caractere especial (por exemplo # $ % &)',
        match: 'A confirmação coincide',
      },
    },
    change: {
      title: 'Alterar senha',
      submit: 'Alterar senha',
      cancel: 'Cancelar',
      done: 'A sua senha foi alterada.',
    },
  },
} satisfies DeepStrings<typeof loginEs>;
