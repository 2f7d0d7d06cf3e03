import { describe, expect, it } from 'vitest';
import type { VariableInfo } from '@app/contract/explorations';
import { basisSymbol, createFtoChecker, effectiveRanges, type FtoPatent, type FtoRange } from './fto.js';

const PP = 1;
const TALC = 2;
const ELASTOMER = 3;

const ingredient = (key: string, name: string, unit: string): VariableInfo => ({
  key,
  kind: 'ingredient',
  name,
  unit,
});
const range = (r: Partial<FtoRange> & Pick<FtoRange, 'claim' | 'kind' | 'subject' | 'unit'>): FtoRange => ({
  groupSymbol: null,
  materialId: null,
  propertyDefId: null,
  min: null,
  max: null,
  minInclusive: true,
  maxInclusive: true,
  basis: null,
  ...r,
});

/** 「(A)ポリプロピレン100質量部に対して、(B)タルク10〜40質量部」, claim 2 narrows (B) to 20〜30 and adds 曲げ弾性率 ≥ 2000 MPa. */
const patent: FtoPatent = {
  id: 10,
  publicationNumber: '特許第7123456号',
  title: 'ポリプロピレン樹脂組成物',
  legalStatus: 'granted',
  dependsOn: new Map([
    [1, []],
    [2, [1]],
  ]),
  groupMaterials: new Map([
    ['(A)', new Set([PP])],
    ['(B)', new Set([TALC])],
  ]),
  ranges: [
    range({
      claim: 1,
      kind: 'ingredient',
      subject: '無機充填材',
      groupSymbol: '(B)',
      min: 10,
      max: 40,
      unit: '質量部',
      basis: '(A)100質量部に対して',
    }),
    range({
      claim: 2,
      kind: 'ingredient',
      subject: 'タルク',
      groupSymbol: '(B)',
      materialId: TALC,
      min: 20,
      max: 30,
      unit: '質量部',
      basis: '(A)100質量部に対して',
    }),
    range({ claim: 2, kind: 'property', subject: '曲げ弾性率', propertyDefId: 7, min: 2000, unit: 'MPa' }),
  ],
};

describe('freedom-to-operate check', () => {
  it('reads the base of an amount from the claim basis', () => {
    expect(basisSymbol('(A)100質量部に対して')).toBe('(A)');
    expect(basisSymbol('（Ａ）成分100質量部に対して')).toBe('(A)');
    expect(basisSymbol('組成物全体に対して')).toBeNull();
  });

  it('gives a dependent claim the ranges of its parents, narrower ones replacing broader', () => {
    const ranges = effectiveRanges(patent, 2);
    expect(ranges.map((r) => [r.subject, r.min, r.max])).toEqual([
      ['タルク', 20, 30],
      ['曲げ弾性率', 2000, null],
    ]);
  });

  const parts = {
    inputs: [
      ingredient('ingredient:m:1', 'ポリプロピレン', '質量部'),
      ingredient('ingredient:m:2', 'タルク', '質量部'),
      ingredient('ingredient:m:3', 'エラストマー', '質量部'),
    ],
    targets: [{ key: 'property:p:7', kind: 'property' as const, name: '曲げ弾性率', unit: 'MPa' }],
    materialOfInput: new Map([
      ['ingredient:m:1', PP],
      ['ingredient:m:2', TALC],
      ['ingredient:m:3', ELASTOMER],
    ]),
    propertyOfTarget: new Map([['property:p:7', 7]]),
  };

  it('flags a composition inside claim 1 (質量部 per 100 of (A)), reporting the lowest claim', () => {
    const checker = createFtoChecker([patent], parts);
    const [flag] = checker.check({
      inputs: { 'ingredient:m:1': 100, 'ingredient:m:2': 25, 'ingredient:m:3': 10 },
      predicted: { 'property:p:7': 2500 },
    });
    expect(flag).toMatchObject({ patentId: 10, claimNumber: 1, publicationNumber: '特許第7123456号' });
    expect(flag!.matched).toEqual([
      expect.objectContaining({ subject: '無機充填材', value: 25, variableKey: 'ingredient:m:2' }),
    ]);
  });

  it('compares amounts relative to the base: 20 parts of talc on 50 parts of PP are 40 per 100 (A)', () => {
    const checker = createFtoChecker([patent], parts);
    const inside = checker.check({ inputs: { 'ingredient:m:1': 50, 'ingredient:m:2': 20 }, predicted: {} });
    expect(inside[0]!.matched[0]!.value).toBeCloseTo(40);
    expect(inside[0]!.note).toContain('(A)100質量部あたり');
    expect(checker.check({ inputs: { 'ingredient:m:1': 50, 'ingredient:m:2': 21 }, predicted: {} })).toEqual(
      [],
    );
    // Without (A) nothing is "per 100 parts of (A)": outside the claim.
    expect(checker.check({ inputs: { 'ingredient:m:2': 20 }, predicted: {} })).toEqual([]);
  });

  it('converts a 質量% composition to parts per 100 of the base', () => {
    const percent = {
      ...parts,
      inputs: parts.inputs.map((v) => ({ ...v, unit: '質量%' })),
    };
    const checker = createFtoChecker([patent], percent);
    // 80 % PP, 20 % talc → 25 parts talc per 100 parts PP.
    const [flag] = checker.check({ inputs: { 'ingredient:m:1': 80, 'ingredient:m:2': 20 }, predicted: {} });
    expect(flag!.matched[0]!.value).toBeCloseTo(25);
  });

  it('uses the predicted property for property ranges of the claim', () => {
    const narrow: FtoPatent = {
      ...patent,
      ranges: patent.ranges.filter((r) => r.claim === 2),
      dependsOn: new Map([[2, []]]),
    };
    const checker = createFtoChecker([narrow], parts);
    const composition = { 'ingredient:m:1': 100, 'ingredient:m:2': 25 };
    expect(checker.check({ inputs: composition, predicted: { 'property:p:7': 2100 } })).toHaveLength(1);
    expect(checker.check({ inputs: composition, predicted: { 'property:p:7': 1900 } })).toEqual([]);
    // Not predicted: cannot exclude the claim; said so in the note.
    const [unknown] = createFtoChecker([narrow], { ...parts, targets: [] }).check({
      inputs: composition,
      predicted: {},
    });
    expect(unknown!.note).toContain('曲げ弾性率');
  });

  it('converts 質量部 compositions to 質量% for claims in 質量%, and ignores claims on components it cannot vary', () => {
    const percentClaim: FtoPatent = {
      ...patent,
      id: 11,
      dependsOn: new Map([[1, []]]),
      ranges: [
        range({
          claim: 1,
          kind: 'ingredient',
          subject: 'タルク',
          materialId: TALC,
          min: 15,
          max: 25,
          unit: '質量%',
        }),
      ],
    };
    const checker = createFtoChecker([percentClaim], parts);
    // 25 / 125 = 20 %.
    expect(
      checker.check({ inputs: { 'ingredient:m:1': 100, 'ingredient:m:2': 25 }, predicted: {} }),
    ).toHaveLength(1);
    const foreign: FtoPatent = {
      ...percentClaim,
      ranges: [
        range({
          claim: 1,
          kind: 'ingredient',
          subject: 'ガラス繊維',
          materialId: 99,
          min: 0,
          max: 50,
          unit: '質量%',
        }),
      ],
    };
    expect(
      createFtoChecker([foreign], parts).check({ inputs: { 'ingredient:m:1': 100 }, predicted: {} }),
    ).toEqual([]);
  });
});
