/** What the first screens show of this domain (the sidebar's links) in Spanish: loaded with the signed-in layout. */
export const profilesFirstScreensEs = {
  profilesEmv: {
    menu: {
      certificates: 'Certificados CA',
      proposals: 'Cambios por aprobar',
      parameterUpdate: 'Actualizar parámetros',
    },
    emv: {
      open: 'Configuración EMV',
    },
  },
};
