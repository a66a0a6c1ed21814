/** Texts of the console's shell (header, sidebar, footer, entity switch, inactivity) in Spanish. */
export const shellEs = {
  shell: {
    editAlias: {
      title: '{{name}}: crear o editar',
      notAllowed:
        'Esta página sirve para crear o editar «{{name}}», y su usuario no tiene permiso para hacerlo. Pida el permiso a un administrador de su entidad.',
      toList: 'Ver la lista',
    },
    header: {
      language: 'Idioma: {{language}} ({{code}})',
      userMenu: 'Menú de usuario de {{name}}',
      myProfile: 'Mi perfil',
      logout: 'Cerrar sesión',
    },
    sidebar: {
      label: 'Menú principal',
    },
    footer: {
      version: 'Versión {{version}}',
    },
    loading: {
      default: 'Cargando…',
    },
    entitySwitch: {
      label: 'Entidad: {{entity}}',
      menuTitle: 'Cambiar de entidad',
      current: 'Entidad actual',
      title: 'Cambiar a {{entity}}',
      intro: 'Por seguridad, confirme su contraseña para trabajar en {{entity}}.',
      password: 'Contraseña',
      confirmPassword: 'Confirme la contraseña.',
      submit: 'Cambiar de entidad',
      cancel: 'Cancelar',
      switching: 'Cambiando de entidad…',
      twoFactorTitle: 'Verificación en dos pasos',
      twoFactorIntro: 'Escriba el código de 6 dígitos de su aplicación de autenticación para entrar en {{entity}}.',
      code: 'Código de verificación',
      login: 'Iniciar sesión',
      close: 'Cerrar',
    },
    inactivity: {
      title: 'Su sesión va a expirar',
      message: 'No hemos detectado actividad. Por seguridad, su sesión se cerrará automáticamente.',
      secondsLeft: 'Tiempo restante: {{seconds}} s',
      stay: 'Seguir conectado',
      logout: 'Cerrar sesión',
    },
  },
};
