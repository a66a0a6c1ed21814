/** What the first screens show of this domain (the terminal list's install button) in Spanish: loaded with the signed-in layout. */
export const fleetInstallsFirstScreensEs = {
  fleetInstall: {
    fromList: {
      button: 'Instalar o enviar',
    },
  },
};
