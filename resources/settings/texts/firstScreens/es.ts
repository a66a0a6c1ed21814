/** What the first screens show of this domain (the sidebar's links) in Spanish: loaded with the signed-in layout. */
export const settingsFirstScreensEs = {
  settings: {
    menu: 'Configuración',
  },
};
