/** What the first screens show of this domain (the sidebar's links) in Spanish: loaded with the signed-in layout. */
export const partnersFirstScreensEs = {
  partnerPages: {
    menu: {
      commerces: 'Comercios de integradores',
      developerSettings: 'Configuración de desarrollador',
    },
  },
};
