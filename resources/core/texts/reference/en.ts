import type { referenceEs } from './es';
import type { DeepStrings } from '../../../../i18n/types';

/** Texts of the reference data screens in English. */
export const referenceEn = {
  reference: {
    bins: {
      rangeTaken: 'This range overlaps a range of another BIN.',
    },
    subsidies: {
      export: { button: 'Export JSON', fileName: 'subsidies' },
      import: {
        button: 'Import JSON',
        title: 'Import subsidies from a JSON file',
        choose: 'Choose JSON file',
        hint: 'A list of subsidies with index, name and label, like the export. All of it is saved, or nothing.',
        checking: 'Checking the file…',
        notJson: 'The file is not valid JSON.',
        notAList: 'The file must hold a list of subsidies.',
        empty: 'The file holds no subsidy.',
        tooMany: 'The file has too many subsidies (at most 1000).',
        notAnEntry: 'The entry is not a subsidy (an object with index, name and label).',
        repeatedIndex: 'This index already appears in another entry of the file.',
        refused: 'Nothing will be saved: fix these entries of the file.',
        entry: 'Entry {{position}}',
        added: 'To be added ({{count}})',
        changed: 'To be changed ({{count}})',
        unchanged: 'Unchanged: {{count}}',
        nothingToDo: 'The file neither adds nor changes any subsidy.',
        confirm: 'Import',
        cancel: 'Cancel',
        saved: 'Subsidies imported: {{added}} added, {{changed}} changed.',
      },
    },
    image: {
      choose: 'Upload image',
      replace: 'Change image',
      remove: 'Remove image',
      wrongType: 'The image must be PNG or JPG.',
      tooLarge: 'The image exceeds the largest size allowed.',
      hint: 'PNG or JPG, up to {{max}} KB',
      preview: 'Image preview',
    },
    campaigns: {
      form: {
        campaign: 'Campaign',
        sections: 'Sections',
        targeting: 'Who it targets',
        awards: 'Amounts and awards',
        receipt: 'Receipt',
      },
      listedTwice: 'A commerce cannot be in both the white list and the black list.',
      binLength: 'Each BIN number has 6 to 8 digits.',
      needsFlag: 'Advertising campaigns are not enabled for this entity.',
    },
  },
} satisfies DeepStrings<typeof referenceEs>;
