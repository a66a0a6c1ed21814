import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadTooltip } from '../../resources/views/reactAdminParts/firstPaint/DeferredTooltip';
import { setFirstPaint } from '../../resources/views/reactAdminParts/firstPaint/useAfterFirstPaint';
import { setScreenSettled } from '../../resources/views/reactAdminParts/firstPaint/screenSettled';
import { preferReducedMotion } from './reducedMotion';
import { withoutOwnerStacks } from './withoutOwnerStacks';

withoutOwnerStacks();
preferReducedMotion();

// Whole-console renders load lazy view chunks on first use: give `findBy*` time for a cold start.
configure({ asyncUtilTimeout: 8000 });

/**
 * A query that finds nothing throws an error printing the whole document, and `findBy*` and
 * `waitFor` throw one on every try while they wait: the document is printed only if the message is
 * read, when a test fails.
 */
configure({
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
      set: (value: string) => (text = value),
    });
    return error;
  },
});

// Screens start painted, their tooltips' code in: no control mounts again under a test's click.
beforeAll(() => loadTooltip());
beforeEach(() => {
  setFirstPaint(true);
  setScreenSettled(true);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * The files of a worker share one document: CSS rules a file leaves there make every role query
 * of the files after it slower (each element is matched against each rule).
 */
afterAll(() => {
  const left = document.styleSheets.length;
  if (left > 0) throw new Error(`${left} style sheets left in the shared document: render inside StylesOffDocument`);
});
