import type { referenceEs } from './es';
import type { DeepStrings } from '../../../../i18n/types';

/** Texts of the reference data screens in Portuguese. */
export const referencePt = {
  reference: {
    bins: {
      rangeTaken: 'Esta faixa se sobrepõe a uma faixa de outro BIN.',
    },
    subsidies: {
      export: { button: 'Exportar JSON', fileName: 'subsidios' },
      import: {
        button: 'Importar JSON',
        title: 'Importar subsídios de um arquivo JSON',
        choose: 'Escolher arquivo JSON',
        hint: 'Uma lista de subsídios com índice, nome e rótulo, como a exportada. Salva-se tudo ou nada.',
        checking: 'Verificando o arquivo…',
        notJson: 'O arquivo não é um JSON válido.',
        notAList: 'O arquivo deve conter uma lista de subsídios.',
        empty: 'O arquivo não contém nenhum subsídio.',
        tooMany: 'O arquivo tem subsídios demais (máximo 1000).',
        notAnEntry: 'A entrada não é um subsídio (um objeto com índice, nome e rótulo).',
        repeatedIndex: 'Este índice já aparece em outra entrada do arquivo.',
        refused: 'Nada será salvo: corrija estas entradas do arquivo.',
        entry: 'Entrada {{position}}',
        added: 'Serão adicionados ({{count}})',
        changed: 'Serão alterados ({{count}})',
        unchanged: 'Sem alterações: {{count}}',
        nothingToDo: 'O arquivo não adiciona nem altera nenhum subsídio.',
        confirm: 'Importar',
        cancel: 'Cancelar',
        saved: 'Subsídios importados: {{added}} adicionados, {{changed}} alterados.',
      },
    },
    image: {
      choose: 'Enviar imagem',
      replace: 'Trocar imagem',
      remove: 'Remover imagem',
      wrongType: 'A imagem deve ser PNG ou JPG.',
      tooLarge: 'A imagem passa do tamanho máximo permitido.',
      hint: 'PNG ou JPG, até {{max}} KB',
      preview: 'Pré-visualização da imagem',
    },
    campaigns: {
      form: {
        campaign: 'Campanha',
        sections: 'Seções',
        targeting: 'A quem se dirige',
        awards: 'Valores e prêmios',
        receipt: 'Comprovante',
      },
      listedTwice: 'Um estabelecimento não pode estar na lista branca e na negra ao mesmo tempo.',
      binLength: 'Cada número BIN tem de 6 a 8 dígitos.',
      needsFlag: 'As campanhas publicitárias não estão habilitadas para esta entidade.',
    },
  },
} satisfies DeepStrings<typeof referenceEs>;
