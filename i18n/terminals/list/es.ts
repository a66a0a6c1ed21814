/** Texts of the terminal list screens in Spanish (the source: en and pt must have every key). */
export const terminalListEs = {
  terminalList: {},
};
