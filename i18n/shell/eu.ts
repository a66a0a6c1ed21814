import type { MessageTree } from '../types';

/** The shell's most visible labels in Basque; the rest falls back to Spanish. */
export const shellEu = {
  shell: {
    header: { language: 'Hizkuntza: {{language}} ({{code}})', myProfile: 'Nire profila', logout: 'Amaitu saioa' },
    loading: { default: 'Kargatzen…' },
    entitySwitch: {
      label: 'Erakundea: {{entity}}',
      menuTitle: 'Aldatu erakundea',
      title: 'Aldatu hona: {{entity}}',
      password: 'Pasahitza',
      confirmPassword: 'Berretsi pasahitza.',
      submit: 'Aldatu erakundea',
      cancel: 'Utzi',
      switching: 'Erakundea aldatzen…',
      login: 'Hasi saioa',
      close: 'Itxi',
    },
    inactivity: {
      title: 'Zure saioa iraungitzear dago',
      secondsLeft: 'Geratzen den denbora: {{seconds}} s',
      stay: 'Jarraitu konektatuta',
      logout: 'Amaitu saioa',
    },
  },
} satisfies MessageTree;
