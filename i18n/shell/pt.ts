import type { DeepStrings } from '../types';
import type { shellEs } from './es';

export const shellPt = {
  shell: {
    editAlias: {
      title: '{{name}}: criar ou editar',
      notAllowed:
        'Esta página serve para criar ou editar «{{name}}», e o seu utilizador não tem permissão para o fazer. Peça a permissão a um administrador da sua entidade.',
      toList: 'Ver a lista',
    },
    header: {
      language: 'Idioma: {{language}} ({{code}})',
      userMenu: 'Menu do usuário {{name}}',
      myProfile: 'Meu perfil',
      logout: 'Sair',
    },
    sidebar: {
      label: 'Menu principal',
    },
    footer: {
      version: 'Versão {{version}}',
    },
    loading: {
      default: 'Carregando…',
    },
    entitySwitch: {
      label: 'Entidade: {{entity}}',
      menuTitle: 'Mudar de entidade',
      current: 'Entidade atual',
      title: 'Mudar para {{entity}}',
      intro: 'Por segurança, confirme sua senha para trabalhar em {{entity}}.',
      password: 'Senha',
      confirmPassword: 'Confirme a senha.',
      submit: 'Mudar de entidade',
      cancel: 'Cancelar',
      switching: 'Mudando de entidade…',
      twoFactorTitle: 'Verificação em duas etapas',
      twoFactorIntro: 'Digite o código de 6 dígitos do seu aplicativo autenticador para entrar em {{entity}}.',
      code: 'Código de verificação',
      login: 'Entrar',
      close: 'Fechar',
    },
    inactivity: {
      title: 'Sua sessão vai expirar',
      message: 'Não detectamos atividade. Por segurança, sua sessão será encerrada automaticamente.',
      secondsLeft: 'Tempo restante: {{seconds}} s',
      stay: 'Continuar conectado',
      logout: 'Sair',
    },
  },
} satisfies DeepStrings<typeof shellEs>;
