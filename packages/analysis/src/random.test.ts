import { expect, it } from 'vitest';
import { x } from './random.js';
it('x', () => {
  expect(x).toBe(1);
});
