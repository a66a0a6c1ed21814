/** Texts of the reference data screens (BINs, subsidies, images, campaigns) in Spanish, the source. */
export const referenceEs = {
  reference: {
    bins: {
      rangeTaken: 'Este rango se solapa con el de otro BIN.',
    },
    subsidies: {
      export: { button: 'Exportar JSON', fileName: 'subsidios' },
      import: {
        button: 'Importar JSON',
        title: 'Importar subsidios desde un archivo JSON',
        choose: 'Elegir archivo JSON',
        hint: 'Una lista de subsidios con índice, nombre y etiqueta, como la que se exporta. Se guarda todo o nada.',
        checking: 'Comprobando el archivo…',
        notJson: 'El archivo no es JSON válido.',
        notAList: 'El archivo debe contener una lista de subsidios.',
        empty: 'El archivo no contiene ningún subsidio.',
        tooMany: 'El archivo tiene demasiados subsidios (máximo 1000).',
        notAnEntry: 'La entrada no es un subsidio (un objeto con índice, nombre y etiqueta).',
        repeatedIndex: 'Este índice ya aparece en otra entrada del archivo.',
        refused: 'No se guardará nada: corrija estas entradas del archivo.',
        entry: 'Entrada {{position}}',
        added: 'Se añadirán ({{count}})',
        changed: 'Se modificarán ({{count}})',
        unchanged: 'Sin cambios: {{count}}',
        nothingToDo: 'El archivo no añade ni cambia ningún subsidio.',
        confirm: 'Importar',
        cancel: 'Cancelar',
        saved: 'Subsidios importados: {{added}} añadidos, {{changed}} modificados.',
      },
    },
    image: {
      choose: 'Subir imagen',
      replace: 'Cambiar imagen',
      remove: 'Quitar imagen',
      wrongType: 'La imagen debe ser PNG o JPG.',
      tooLarge: 'La imagen supera el tamaño máximo permitido.',
      hint: 'PNG o JPG, hasta {{max}} KB',
      preview: 'Vista previa de la imagen',
    },
    campaigns: {
      form: {
        campaign: 'Campaña',
        sections: 'Secciones',
        targeting: 'A quién se dirige',
        awards: 'Montos y premios',
        receipt: 'Comprobante',
      },
      listedTwice: 'Un comercio no puede estar a la vez en la lista blanca y en la negra.',
      binLength: 'Cada número BIN tiene entre 6 y 8 dígitos.',
      needsFlag: 'Las campañas publicitarias no están habilitadas para esta entidad.',
    },
  },
};
