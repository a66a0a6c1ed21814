/** Texts every CSV import shares (terminals, commerces) in Spanish (the source: en and pt must have every key). */
export const csvImportEs = {
  csvImport: {
    csv: {
      example: 'Descargar CSV de ejemplo',
      choose: 'Elegir archivo CSV',
      reading: 'Leyendo el archivo: {{rows}} filas…',
      failedRead: 'No se pudo leer el archivo: {{message}}',
      missingColumns: 'Faltan las columnas: {{columns}}.',
      unknownColumns: 'Columnas desconocidas: {{columns}}.',
      repeatedColumns: 'Columnas repetidas: {{columns}}.',
      summary: 'Filas leídas: {{rows}}. Listas para importar: {{ready}}. Con problemas: {{problems}}.',
      previewTitle: 'Vista previa de las primeras filas',
      problemsTitle: 'Problemas encontrados antes de enviar (estas filas no se enviarán)',
      ok: 'Correcta',
      start: 'Importar las filas correctas',
      another: 'Elegir otro archivo',
      nothingToImport: 'No hay ninguna fila correcta para importar.',
    },
    progress: {
      detail: '{{done}} de {{total}} filas enviadas',
      cancel: 'Cancelar',
      cancelling: 'Cancelando: se termina el lote en curso y no se envían más filas…',
    },
    report: {
      title: 'Resultado de la importación',
      rejected: 'Filas rechazadas: {{count}}',
      notSent: 'Filas no enviadas: {{count}}',
      cancelled: 'La importación se canceló: las filas ya enviadas se conservan; el resto no se envió.',
      stopped: 'La importación se detuvo porque el servidor no respondió: las filas ya creadas se conservan.',
      download: 'Descargar las filas rechazadas (CSV)',
      noneRejected: 'No se rechazó ninguna fila.',
      again: 'Importar otro archivo',
    },
    columns: {
      row: 'Fila',
      column: 'Columna',
      code: 'Código',
      message: 'Motivo',
      status: 'Estado',
    },
  },
};
