/** What the first screens show of this domain (the sidebar's links) in Spanish: loaded with the signed-in layout. */
export const dashboardsFirstScreensEs = {
  dashboards: {
    transactions: {
      menu: 'Transacciones',
    },
    monitoring: {
      menu: 'Monitorización',
    },
    helpdesk: {
      menu: 'Soporte',
    },
    advertisement: {
      menu: 'Publicidad',
    },
    product: {
      menu: 'Producto',
    },
    'project-management': {
      menu: 'Gestión de proyectos',
    },
    crypto: {
      menu: 'Criptografía',
    },
  },
};
