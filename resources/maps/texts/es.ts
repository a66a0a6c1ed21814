/** Texts of the terminal map in Spanish. */
export const mapsEs = {
  maps: {
    title: 'Mapa de terminales',
    label: 'Mapa de los terminales de la entidad',
    loading: 'Cargando el mapa…',
    error: 'No se pudieron cargar las posiciones de los terminales.',
    unavailable: 'No responde ningún servidor de mapas: se muestra el contorno del mundo, sin calles.',
    noPermission: 'No tiene permiso para ver los terminales.',
    summary_one:
      '{{total}} terminal con posición · {{inView}} a la vista, {{online}} en línea · {{markers}} marcadores',
    summary_other:
      '{{total}} terminales con posición · {{inView}} a la vista, {{online}} en línea · {{markers}} marcadores',
    online: 'En línea',
    offline: 'Sin conexión',
    marker: {
      terminal: 'Terminal {{serial}} ({{state}})',
      cluster_one: '{{smart_count}} terminal, {{online}} en línea: acercar',
      cluster_other: '{{smart_count}} terminales, {{online}} en línea: acercar',
    },
    filters: {
      state: 'Estado de conexión',
      all: 'Todos',
      brand: 'Marca',
      anyBrand: 'Todas las marcas',
      commerce: 'Comercio',
    },
  },
};
