/** Texts of the terminal map in Spanish. */
export const mapsEs = {
  maps: {
    menu: 'Mapa de terminales',
    title: 'Mapa de terminales',
    label: 'Mapa de los terminales de la entidad',
    loading: 'Cargando el mapa…',
    error: 'No se pudieron cargar las posiciones de los terminales.',
    unavailable:
      'No se pudo cargar el mapa (sin conexión con el servidor de mapas). Se muestran los terminales en una tabla.',
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
      online: 'Estado',
      all: 'Todos',
      brand: 'Marca',
      anyBrand: 'Todas las marcas',
      commerce: 'Comercio',
    },
    table: {
      label: 'Terminales con su posición',
      serial: 'Número de serie',
      state: 'Estado',
      latitude: 'Latitud',
      longitude: 'Longitud',
    },
  },
};
