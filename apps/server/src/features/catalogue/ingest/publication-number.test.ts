import { describe, expect, it } from 'vitest';
import { unpackIpc } from './ipc-packed.js';
import { canonicalPublicationNumber } from './publication-number.js';

describe('canonicalPublicationNumber', () => {
  it.each([
    ['US', '08088834', 'B2', 'US8088834B2'],
    ['US', '20130014306', 'A1', 'US20130014306A1'],
    ['US', 'RE049258', 'E', 'USRE49258E'],
    ['US', 'RE49258', 'E1', 'USRE49258E1'],
    ['US', 'H0002140', 'H1', 'USH2140H1'],
    ['US', 'D0513425', 'S1', 'USD513425S1'],
    ['US', 'PP018398', 'P2', 'USPP18398P2'],
    ['US', 'T109201', null, 'UST109201'],
    ['US', '6,337,117', 'B1', 'US6337117B1'],
    ['EP', '3383757', 'B1', 'EP3383757B1'],
    ['EP', '0123456', 'A1', 'EP0123456A1'],
    ['EP', '123456', 'A1', 'EP0123456A1'],
  ])('%s %s %s → %s', (country, number, kind, want) =>
    expect(canonicalPublicationNumber(country, number, kind)).toBe(want),
  );
});

describe('unpackIpc (IPC-7 as USPTO files print it)', () => {
  it.each([
    ['C08F  834', 'C08F8/34'],
    ['A45F  504', 'A45F5/04'],
    ['G06F 1516', 'G06F15/16'],
    ['H01L 21316', 'H01L21/316'],
    ['B32B  302', 'B32B3/02'],
    ['A41D001/06', 'A41D1/06'],
    ['C08F 834', 'C08F8/34'],
    ['no ipc', null],
  ])('%j → %s', (written, want) => expect(unpackIpc(written)).toBe(want));
});
