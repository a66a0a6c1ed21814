/** The personas are fixtures: the console's in-memory identity and the sandbox share them. */
export * from '../../fixtures/personas';
