import type { Candidate, InverseResult } from '@app/contract/explorations';
import { csvText } from '../../../lib/csv-file';
import { nameWithUnit } from '../../../lib/display-unit';

/**
 * The candidates of an inverse analysis as a CSV for Excel: UTF-8 with a BOM (so Excel in Japan reads it
 * as UTF-8, not Shift_JIS), CRLF line ends, Japanese headers; best-predicted and test-next in one sheet.
 */
export function candidatesCsv(result: InverseResult): string {
  const header = [
    '区分',
    '順位',
    ...result.inputs.map((v) => nameWithUnit(v.name, v.unit)),
    ...result.targets.flatMap((t) => [
      `${nameWithUnit(t.name, t.unit)} 予測値`,
      `${nameWithUnit(t.name, t.unit)} 90%区間 下限`,
      `${nameWithUnit(t.name, t.unit)} 90%区間 上限`,
    ]),
    '望ましさ',
    '学習データとの近さ',
    '学習データの範囲内',
    '期待改善量',
    'コスト',
    '請求範囲に入る特許',
    '近い実施例',
  ];
  const line = (kind: string, c: Candidate) => [
    kind,
    c.rank,
    ...result.inputs.map((v) => c.inputs[v.key] ?? 0),
    ...result.targets.flatMap((t) => {
      const p = c.predictions[t.key];
      return [p?.mean, p?.lower90, p?.upper90];
    }),
    c.desirability,
    c.domain.score,
    c.domain.inside ? 'はい' : 'いいえ',
    c.expectedImprovement,
    c.cost,
    c.fto.map((f) => `${f.publicationNumber} 請求項${f.claimNumber}`).join('; '),
    c.nearestExamples
      .map((e) => (e.publicationNumber ? `${e.label}（${e.publicationNumber}）` : e.label))
      .join('; '),
  ];
  const rows = [
    header,
    ...result.candidates.map((c) => line('予測が最良', c)),
    ...result.nextToTest.map((c) => line('次に試すべき', c)),
  ];
  return csvText(rows);
}
