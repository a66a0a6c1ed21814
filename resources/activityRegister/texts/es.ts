/** Texts of the activity register's tamper-evident export in Spanish. */
export const activityRegisterEs = {
  activityRegisterExport: {
    button: 'Exportar Excel',
    integritySheet: 'Integridad',
    dateUtc: 'Fecha (UTC)',
    key: 'Clave',
    value: 'Valor',
    description: 'Descripción',
    formatHint:
      'Cada entrada lleva el hash que el servicio calculó al registrarla: sus campos y el hash de la entrada anterior.',
    entityHint: 'Entidad cuyo registro contiene el fichero.',
    headSequenceHint:
      'Número de orden de la última entrada que el servicio tenía al exportar: el fichero debe llegar hasta ella sin huecos.',
    headHashHint: 'Hash de esa última entrada, tal como lo informa el servicio (action-registry/chain-head).',
    verifyHint: 'Comando que comprueba el fichero y señala la primera entrada modificada o ausente.',
  },
};
