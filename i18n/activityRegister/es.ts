/** Texts of the activity register's tamper-evident export in Spanish. */
export const activityRegisterEs = {
  activityRegisterExport: {
    button: 'Exportar Excel',
    integritySheet: 'Integridad',
    dateUtc: 'Fecha (UTC)',
    hash: 'Hash (SHA-256 encadenado)',
    key: 'Clave',
    value: 'Valor',
    description: 'Descripción',
    formatHint: 'Cada fila lleva el hash de sus celdas y del hash de la fila anterior (la primera, de la cabecera).',
    rowsHint: 'Filas exportadas.',
    digestHint: 'Huella final: hash del último hash y del número de filas.',
    verifyHint: 'Comando que comprueba el fichero y señala la primera fila modificada.',
  },
};
