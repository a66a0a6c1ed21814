/** The texts the video resources share (onboarding and tutorial videos, their categories), in this language. */
export const videoMessages = {
  fields: {
    title: 'Título',
    videoUrl: 'Vídeo',
    thumbnail: 'Miniatura',
    languages: 'Idiomas',
    defaultLanguage: 'Idioma padrão',
    deactivationDate: 'Data de desativação',
    orderNumber: 'Ordem de exibição',
  },
  choices: {
    languages: { es: 'Espanhol', en: 'Inglês', pt: 'Português' },
    defaultLanguage: { es: 'Espanhol', en: 'Inglês', pt: 'Português' },
  },
  help: {
    defaultLanguage: 'Deve ser um dos idiomas selecionados.',
    deactivationDate: 'A partir desta data e hora o vídeo deixa de ser exibido.',
    orderNumber: 'Os vídeos são exibidos do menor para o maior número.',
  },
};
