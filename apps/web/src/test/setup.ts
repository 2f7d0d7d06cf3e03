// Files of pure logic run in Node (`// @vitest-environment node` as their first line): no jsdom to build for
// them (about a second of CPU a file) and nothing of the DOM to set up or clean up after their tests.
if (typeof document !== 'undefined') await import('./dom-setup');

export {};
