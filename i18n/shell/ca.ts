import type { MessageTree } from '../types';

/** The shell's most visible labels in Catalan; the rest falls back to Spanish. */
export const shellCa = {
  shell: {
    header: { language: 'Idioma: {{language}} ({{code}})', myProfile: 'El meu perfil', logout: 'Tanca la sessió' },
    loading: { default: 'Carregant…' },
    entitySwitch: {
      label: 'Entitat: {{entity}}',
      menuTitle: "Canvia d'entitat",
      title: 'Canvia a {{entity}}',
      password: 'Contrasenya',
      confirmPassword: 'Confirmeu la contrasenya.',
      submit: "Canvia d'entitat",
      cancel: 'Cancel·la',
      switching: "Canviant d'entitat…",
      login: 'Inicia la sessió',
      close: 'Tanca',
    },
    inactivity: {
      title: 'La vostra sessió està a punt de caducar',
      secondsLeft: 'Temps restant: {{seconds}} s',
      stay: 'Continua connectat',
      logout: 'Tanca la sessió',
    },
  },
} satisfies MessageTree;
