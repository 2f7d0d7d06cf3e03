// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  exampleLabel,
  formatAmount,
  formatCount,
  formatInterval,
  formatPercent,
  formatValue,
  modelLabel,
} from './format';

describe('format', () => {
  it('writes values with 4 significant digits and intervals with 〜', () => {
    expect(formatValue(2345.678)).toBe('2,346');
    expect(formatValue(0.012345)).toBe('0.01235');
    expect(formatValue(null)).toBe('—');
    expect(formatInterval(12.34, 10, 14.5)).toBe('12.34（10〜14.5）');
    expect(formatPercent(0.913)).toBe('91%');
  });

  it('writes counts of examples with thousands separators, as the summary line does', () => {
    expect(formatCount(26053)).toBe('26,053');
    expect(formatCount(310)).toBe('310');
  });

  it('describes the model in Japanese', () => {
    expect(modelLabel('0.5 gaussian-process + 0.5 extra-trees(log)')).toBe(
      'ガウス過程回帰 50% ＋ エクストラツリー（対数変換） 50%',
    );
    expect(modelLabel('ridge')).toBe('リッジ回帰');
    expect(modelLabel('0.6 gaussian-process(log) + 0.4 gaussian-process(log, mean)')).toBe(
      'ガウス過程回帰（対数変換） 60% ＋ ガウス過程回帰（対数変換・平均値） 40%',
    );
    expect(modelLabel('0.3 gaussian-process + 0.7 gradient-boosting(log)')).toBe(
      'ガウス過程回帰 30% ＋ 勾配ブースティング（対数変換） 70%',
    );
  });

  it('drops the publication number from an example label shown beside it', () => {
    expect(exampleLabel('実施例2（特開2023-146134）', '特開2023-146134')).toBe('実施例2');
    expect(exampleLabel('CSV 12行目', null)).toBe('CSV 12行目');
  });
});

describe('formatAmount', () => {
  it('rounds an amount to what a lab weighs: 0.1 from 1 up, 0.01 below', () => {
    expect(formatAmount(72.4567)).toBe('72.5');
    expect(formatAmount(3.04)).toBe('3');
    expect(formatAmount(0.3862)).toBe('0.39');
    expect(formatAmount(1234.56)).toBe('1,234.6');
    expect(formatAmount(Number.NaN)).toBe('—');
  });
});
