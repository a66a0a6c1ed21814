import type { MessageTree } from '../types';

/** The shell's most visible labels in Galician; the rest falls back to Spanish. */
export const shellGl = {
  shell: {
    header: { language: 'Idioma: {{language}} ({{code}})', myProfile: 'O meu perfil', logout: 'Pechar sesión' },
    loading: { default: 'Cargando…' },
    entitySwitch: {
      label: 'Entidade: {{entity}}',
      menuTitle: 'Cambiar de entidade',
      title: 'Cambiar a {{entity}}',
      password: 'Contrasinal',
      confirmPassword: 'Confirme o contrasinal.',
      submit: 'Cambiar de entidade',
      cancel: 'Cancelar',
      switching: 'Cambiando de entidade…',
      login: 'Iniciar sesión',
      close: 'Pechar',
    },
    inactivity: {
      title: 'A súa sesión está a piques de caducar',
      secondsLeft: 'Tempo restante: {{seconds}} s',
      stay: 'Seguir conectado',
      logout: 'Pechar sesión',
    },
  },
} satisfies MessageTree;
