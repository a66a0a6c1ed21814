import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setFirstPaint } from '../../resources/views/firstPaint/useAfterFirstPaint';

// Whole-console renders load lazy view chunks on first use: give `findBy*` time for a cold start.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => setFirstPaint(true));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
