/** Texts of the terminal operations screens in Spanish (the source: en and pt must have every key). */
export const terminalOperationsEs = {
  terminalOperations: {},
};
