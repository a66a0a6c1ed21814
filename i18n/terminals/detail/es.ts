/** Texts of the terminal detail screens in Spanish (the source: en and pt must have every key). */
export const terminalDetailEs = {
  terminalDetail: {},
};
