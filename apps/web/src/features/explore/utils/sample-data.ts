import type { PredictedPoint } from '../components/charts/predicted-vs-actual-chart';

/**
 * The illustration shown to visitors and free users on /explore-products: a small, fixed, made-up
 * dataset (not a result of the service), computed here so it is obviously synthetic and always the same.
 *
 * Sixteen polypropylene compounds with 0–30 % talc; the "measured" flexural modulus follows a smooth
 * curve plus fixed deviations, and the "prediction" is the curve with a ±7 % interval.
 */
const DEVIATIONS = [42, -55, 18, 70, -36, -12, 64, -80, 25, 48, -20, -66, 90, 5, -44, 31];

const curve = (talc: number) => 1450 + 92 * talc - 0.9 * talc * talc;

export const SAMPLE_TARGET = { name: '曲げ弾性率', unit: 'MPa' } as const;

export const SAMPLE_POINTS: readonly PredictedPoint[] = DEVIATIONS.map((deviation, i) => {
  const talc = i * 2;
  const predicted = Math.round(curve(talc));
  return {
    actual: predicted + deviation,
    predicted,
    lower: Math.round(predicted * 0.93),
    upper: Math.round(predicted * 1.07),
  };
});

/** Candidates as the inverse analysis would list them (illustration only). */
export const SAMPLE_CANDIDATES = [
  {
    rank: 1,
    composition: 'PP 72・タルク 25・エラストマー 3',
    modulus: ['3,190', '2,990〜3,390'],
    impact: ['4.1', '3.6〜4.6'],
    fto: true,
  },
  {
    rank: 2,
    composition: 'PP 75・タルク 20・エラストマー 5',
    modulus: ['2,930', '2,740〜3,120'],
    impact: ['5.0', '4.4〜5.6'],
    fto: false,
  },
  {
    rank: 3,
    composition: 'PP 80・タルク 15・相溶化剤 5',
    modulus: ['2,640', '2,470〜2,810'],
    impact: ['4.6', '4.0〜5.2'],
    fto: false,
  },
] as const;
