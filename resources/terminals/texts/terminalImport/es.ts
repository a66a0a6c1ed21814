/** Texts of the terminal import screens in Spanish (the source: en and pt must have every key). */
export const terminalImportEs = {
  terminalImport: {
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
      exampleFile: 'terminales-ejemplo.csv',
    },
    progress: {
      title: 'Importando terminales',
    },
    report: {
      created: 'Terminales creadas: {{count}}',
      rejectedFile: 'terminales-rechazadas.csv',
      viewList: 'Ver las terminales',
    },
    columns: {
      key: 'Número de serie',
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
