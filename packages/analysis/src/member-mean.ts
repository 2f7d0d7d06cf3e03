/**
 * A stack member's point prediction in the target's units.
 *
 * A member fitted on the log of the target predicts μ, the mean of the log; exp(μ) is the median of
 * its predictive distribution, below its mean exp(μ + s²/2) (s its spread in log units at the row).
 * The stack is weighted and scored by squared error in the target's units, whose best point is the
 * mean — but on 50-row sets a log GP's σ is wide and its conformal q is set by the rows its log misses
 * most, so the log-normal mean can overshoot where the median was right. Which point serves the
 * stack is left to the stacking weights: on small data every log member enters twice, once with
 * each point (the same fit; target-model.ts). Decision 0059.
 */
import type { TargetScaler } from './scaling.js';

/** Which point of a log member's predictive distribution the stack sees (raw members: the mean). */
export type MemberPoint = 'median' | 'mean';

/**
 * Point in the target's units of a member predicting `mean` (its own standardised space) with
 * conformal half-width `half` there; `sdPerHalf` converts that half-width to a normal standard
 * deviation (1 / the normal quantile of the interval's coverage). With `point` 'mean' a log member
 * gives exp(μ + s²/2), s = half·sdPerHalf in log units; otherwise the back-transformed mean.
 */
export function memberPoint(
  scaler: TargetScaler,
  mean: number,
  half: number,
  sdPerHalf: number,
  point: MemberPoint,
): number {
  const back = scaler.backward(mean);
  if (scaler.transform !== 'log' || point === 'median') return back;
  const s = half * sdPerHalf * scaler.scale;
  return back * Math.exp((s * s) / 2);
}
