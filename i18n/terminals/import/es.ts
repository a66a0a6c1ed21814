/** Texts of the terminal import screens in Spanish (the source: en and pt must have every key). */
export const terminalImportEs = {
  terminalImport: {},
};
