/** The texts the video resources share (onboarding and tutorial videos, their categories), in this language. */
export const videoMessages = {
  fields: {
    title: 'Título',
    videoUrl: 'Video',
    thumbnail: 'Miniatura',
    languages: 'Idiomas',
    defaultLanguage: 'Idioma predeterminado',
    deactivationDate: 'Fecha de desactivación',
    orderNumber: 'Orden de aparición',
  },
  choices: {
    languages: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
    defaultLanguage: { es: 'Español', en: 'Inglés', pt: 'Portugués' },
  },
  help: {
    defaultLanguage: 'Debe ser uno de los idiomas seleccionados.',
    deactivationDate: 'A partir de esta fecha y hora el video deja de mostrarse.',
    orderNumber: 'Los videos se muestran de menor a mayor número.',
  },
};
