import { describe, expect, it } from 'vitest';
import { extractClaimRanges, type ExtractedRange } from './claim-ranges.js';

type Expected = Partial<ExtractedRange>;

const CASES: [string, Expected[]][] = [
  [
    '(A)ポリプロピレン樹脂100質量部に対して、(B)タルクを10〜40質量部、及び(C)エラストマーを５～２０質量部含有するポリプロピレン樹脂組成物。',
    [
      {
        kind: 'ingredient',
        group: '(B)',
        subject: 'タルク',
        min: 10,
        max: 40,
        unit: '質量部',
        basis: '(A)ポリプロピレン樹脂100質量部に対して',
      },
      { kind: 'ingredient', group: '(C)', subject: 'エラストマー', min: 5, max: 20, unit: '質量部' },
    ],
  ],
  [
    '酸化防止剤を0.1質量%以上5質量%以下含む、請求項1に記載の樹脂組成物。',
    [
      {
        kind: 'ingredient',
        subject: '酸化防止剤',
        min: 0.1,
        max: 5,
        minInclusive: true,
        maxInclusive: true,
        unit: '質量%',
      },
    ],
  ],
  [
    '荷重たわみ温度が120℃以上である請求項1又は2に記載の樹脂組成物。',
    [{ kind: 'property', subject: '荷重たわみ温度', min: 120, max: null, unit: '℃' }],
  ],
  [
    '曲げ弾性率が２０００ＭＰａ以上である、請求項１～３のいずれか一項に記載の樹脂組成物。',
    [{ kind: 'property', subject: '曲げ弾性率', min: 2000, max: null, unit: 'MPa' }],
  ],
  [
    '平均粒子径が1〜10μmである(C)ガラス繊維を含む組成物。',
    [{ kind: 'property', subject: '平均粒子径', min: 1, max: 10, unit: 'μm' }],
  ],
  [
    '10～40質量部の(B)タルクと、(C)造核剤とを含む。',
    [{ kind: 'ingredient', group: '(B)', subject: 'タルク', min: 10, max: 40 }],
  ],
  [
    '前記混練温度が200－240℃である、請求項5に記載の製造方法。',
    [{ kind: 'condition', subject: '混練温度', min: 200, max: 240, unit: '℃' }],
  ],
  [
    'メルトフローレートが5g/10分超、30g/10分未満である',
    [
      {
        kind: 'property',
        subject: 'メルトフローレート',
        min: 5,
        max: 30,
        minInclusive: false,
        maxInclusive: false,
        unit: 'g/10min',
      },
    ],
  ],
  ['含水率が0.5%未満', [{ subject: '含水率', min: null, max: 0.5, maxInclusive: false, unit: '%' }]],
  ['引張強さが2,000kgf/cm2以上である', [{ subject: '引張強さ', min: 2000, unit: 'kgf/cm²' }]],
  [
    '成分(D)の含有量が0.05~2質量部である請求項2記載の組成物',
    [{ group: '(D)', min: 0.05, max: 2, unit: '質量部' }],
  ],
  [
    'the quantity of the organic compound is 1 to 50 wt. % with respect to the weight of the nanoparticles',
    [{ kind: 'ingredient', subject: 'quantity of the organic compound', min: 1, max: 50, unit: '質量%' }],
  ],
  [
    'wherein the tensile strength is at least 60 MPa.',
    [{ kind: 'property', subject: 'tensile strength', min: 60, max: null, unit: 'MPa' }],
  ],
  // English forms of US claims (issue 15): the ingredient named whole, amounts never properties.
  [
    'palladium, in an amount ranging from about 1 atomic percent to about 41 atomic percent; and rhodium',
    [{ kind: 'ingredient', subject: 'palladium', min: 1, max: 41, unit: 'at%' }],
  ],
  [
    'comprising 60 to 85 % by weight of polyvinyl butyral and a plasticizer',
    [{ kind: 'ingredient', subject: 'polyvinyl butyral', min: 60, max: 85, unit: '質量%' }],
  ],
  [
    'a filler in an amount of not more than 5 wt% based on the resin',
    [{ kind: 'ingredient', subject: 'filler', min: null, max: 5, unit: '質量%' }],
  ],
  [
    'from 10 to 20 parts by weight of a talc per 100 parts by weight of the polymer',
    [{ kind: 'ingredient', subject: 'talc', min: 10, max: 20, unit: '質量部' }],
  ],
  [
    'heating the mixture to a temperature between 100 and 200° C.',
    [{ kind: 'condition', subject: 'temperature', min: 100, max: 200, unit: '℃' }],
  ],
  [
    'wherein the amount of the aqueous phase is at least 30 wt%',
    [{ kind: 'ingredient', subject: 'amount of the aqueous phase', min: 30, max: null, unit: '質量%' }],
  ],
  // Not ranges: numbers without a unit, claim references.
  ['炭素数1〜10のアルキル基を有する、請求項1〜3のいずれかに記載の化合物。', []],
  ['2種以上の単量体を含む', []],
];

describe('extractClaimRanges', () => {
  it.each(CASES)('%s', (text, expected) => {
    const ranges = extractClaimRanges(text);
    expect(ranges).toHaveLength(expected.length);
    expected.forEach((want, index) => expect(ranges[index]).toMatchObject(want));
  });

  it('keeps the phrase it read and the unit family', () => {
    const [range] = extractClaimRanges('(B)タルクを１０〜４０質量部含む');
    expect(range).toMatchObject({
      text: '10~40質量部',
      family: 'massParts',
      minInclusive: true,
      maxInclusive: true,
    });
  });
});
