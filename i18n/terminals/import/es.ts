/** Texts of the terminal import screens in Spanish (the source: en and pt must have every key). */
export const terminalImportEs = {
  terminalImport: {
    button: {
      create: 'Crear terminales',
      single: 'Alta individual',
      csv: 'Desde un archivo CSV',
      group: 'Por grupo de comercio',
    },
    page: {
      title: 'Crear terminales',
    },
    single: {
      checkingGroups: 'Comprobando los grupos del comercio…',
    },
    problems: {
      commerceWithoutGroup:
        'El comercio no tiene ningún grupo. Cree un grupo para el comercio antes de crear sus terminales.',
      groupOfAnotherCommerce: 'El grupo no pertenece al comercio elegido.',
      duplicateInFile: 'El número de serie {{serial}} está repetido: ya aparece en la fila {{first}}.',
      notSent: 'La fila no se envió.',
    },
    csv: {
      intro:
        'Suba un archivo CSV con una terminal por fila. La primera fila es el encabezado con las columnas {{columns}}; son obligatorias {{required}}.',
      example: 'Descargar CSV de ejemplo',
      exampleFile: 'terminales-ejemplo.csv',
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
      title: 'Importando terminales',
      detail: '{{done}} de {{total}} filas enviadas',
      cancel: 'Cancelar',
      cancelling: 'Cancelando: se termina el lote en curso y no se envían más filas…',
    },
    report: {
      title: 'Resultado de la importación',
      created: 'Terminales creadas: {{count}}',
      rejected: 'Filas rechazadas: {{count}}',
      notSent: 'Filas no enviadas: {{count}}',
      cancelled: 'La importación se canceló: las filas ya enviadas se conservan; el resto no se envió.',
      stopped: 'La importación se detuvo porque el servidor no respondió: las filas ya creadas se conservan.',
      download: 'Descargar las filas rechazadas (CSV)',
      rejectedFile: 'terminales-rechazadas.csv',
      noneRejected: 'No se rechazó ninguna fila.',
      viewList: 'Ver las terminales',
      again: 'Importar otro archivo',
    },
    columns: {
      row: 'Fila',
      serialNumber: 'Número de serie',
      code: 'Código',
      message: 'Motivo',
      status: 'Estado',
    },
    group: {
      intro:
        'Cree varias terminales a la vez en un grupo de comercio: todas quedan en el grupo y su comercio, con la misma marca, modelo y perfil.',
      serials: 'Números de serie',
      serialsHelp: 'Uno por línea, como máximo {{max}}.',
      tooMany: 'Como máximo {{max}} números de serie a la vez.',
      noSerials: 'Escriba al menos un número de serie.',
      create: 'Crear las terminales',
      creating: 'Creando las terminales…',
    },
  },
};
