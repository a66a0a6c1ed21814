/** Texts of the login flow (sign in, 2FA, recovery, reset and change of password) in Spanish. */
export const loginEs = {
  login: {
    layout: {
      tagline: 'Gestión de terminales de pago y aplicaciones',
    },
    signIn: {
      title: 'Iniciar sesión',
      intro: 'Acceda con su usuario y contraseña de la consola.',
      userName: 'Usuario',
      password: 'Contraseña',
      submit: 'Entrar',
      forgot: '¿Olvidó su contraseña?',
    },
    twoFactor: {
      title: 'Verificación en dos pasos',
      intro: 'Escriba el código de 6 dígitos que muestra su aplicación de autenticación para {{userName}}.',
      code: 'Código de verificación',
      submit: 'Verificar',
      back: 'Volver al inicio de sesión',
    },
    recover: {
      title: 'Recuperar contraseña',
      intro:
        'Escriba su usuario y le enviaremos un código de seguridad de 6 dígitos al correo electrónico de la cuenta.',
      submit: 'Enviar código',
      haveCode: 'Ya tengo un código',
      back: 'Volver al inicio de sesión',
    },
    reset: {
      title: 'Restablecer contraseña',
      codeIntro: 'Escriba su usuario y el código de seguridad de 6 dígitos que recibió por correo electrónico.',
      codeSent: 'Si la cuenta existe, le enviamos un código de seguridad de 6 dígitos a su correo electrónico.',
      passwordIntro: 'Elija una contraseña nueva para {{userName}}.',
      stepCode: 'Código de seguridad',
      stepPassword: 'Contraseña nueva',
      code: 'Código de seguridad',
      codeLabel: 'Código de 6 dígitos recibido por correo electrónico',
      verify: 'Verificar código',
      submit: 'Guardar contraseña',
      requestNew: 'Solicitar un código nuevo',
      done: 'Su contraseña se cambió. Inicie sesión con la contraseña nueva.',
    },
    password: {
      show: 'Mostrar contraseña',
      hide: 'Ocultar contraseña',
      current: 'Contraseña actual',
      new: 'Contraseña nueva',
      confirmation: 'Confirme la contraseña nueva',
      rulesTitle: 'La contraseña debe tener',
      met: 'Cumplido',
      unmet: 'Pendiente',
      rules: {
        length: 'Al menos {{min}} caracteres',
        uppercase: 'Una letra mayúscula',
        lowercase: 'Una letra minúscula',
        digit: 'Un número',
        special: 'Un carácter especial (por ejemplo # $ % &)',
        match: 'La confirmación coincide',
      },
    },
    change: {
      title: 'Cambiar contraseña',
      submit: 'Cambiar contraseña',
      cancel: 'Cancelar',
      done: 'Su contraseña se cambió.',
    },
  },
};
