/** What the first screens show of this domain (the sidebar's links and the terminal list's create menu) in Spanish: loaded with the signed-in layout. */
export const terminalsFirstScreensEs = {
  terminalOperations: {
    menu: {
      reassignment: 'Reasignación',
      refresh: 'Parámetros de inicialización',
      report: 'Reporte de terminales',
    },
  },
  terminalImport: {
    button: {
      create: 'Crear terminales',
      single: 'Alta individual',
      csv: 'Desde un archivo CSV',
      group: 'Por grupo de comercio',
    },
  },
};
