import '@testing-library/jest-dom';
import { format } from 'node:util';

/*
 * A passing run prints no React warning: React reports act(), key, hydration and server-rendering mistakes through
 * console.error('Warning: …'), which Jest only prints, so each test fails on one instead.
 */
const reactWarnings: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('Warning:')) reactWarnings.push(format(...args).split('\n')[0] ?? '');
  printError(...args);
};
afterEach(() => {
  expect(reactWarnings.splice(0)).toEqual([]);
});
