import type { Bound, GroupLimit, InverseProblem, PropertyGoal } from '@app/analysis/inverse/optimise';

/**
 * The small language of `analyze inverse` (docs/spec/operator-interfaces.md), one goal or constraint per flag:
 *
 *   --goal "曲げ弾性率 >= 2500"        at least            --goal "衝撃強さ max"       maximise
 *   --goal "MFR <= 20"                 at most             --goal "比重 min"           minimise
 *   --goal "硬さ = 70"                 target value        --goal "10 <= 伸び <= 30"   range
 *   any goal may end with "weight 2" (priority).
 *
 *   --constraint "sum = 100"                       the inputs add up to 100 (default when amounts look like %)
 *   --constraint "sum(PP, タルク, GF) = 100"        only these inputs form the composition
 *   --constraint "タルク <= 40" / "PP >= 50"        bounds;  "造核剤 = 0.2" fixes an input
 *   --constraint "count <= 3"                      at most 3 non-zero ingredients
 *   --constraint "group フィラー(タルク, GF) <= 40"  group fraction limit (also >=)
 *   --constraint "cost(PP=150, タルク=40) <= 120"   linear cost bound
 */
export class GoalSyntaxError extends Error {}

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?`;
const number = (text: string) => Number(text);

function splitWeight(text: string): { body: string; weight?: number } {
  const match = new RegExp(String.raw`^(.*?)\s+(?:weight|重み)\s*(${NUMBER})\s*$`, 'i').exec(text.trim());
  return match ? { body: match[1]!.trim(), weight: number(match[2]!) } : { body: text.trim() };
}

export function parseGoal(text: string): PropertyGoal {
  const { body, weight } = splitWeight(text);
  const withWeight = (goal: PropertyGoal): PropertyGoal =>
    weight === undefined ? goal : { ...goal, weight };
  let m = new RegExp(String.raw`^(${NUMBER})\s*<=?\s*(.+?)\s*<=?\s*(${NUMBER})$`, 'i').exec(body);
  if (m) return withWeight({ target: m[2]!, kind: 'range', min: number(m[1]!), max: number(m[3]!) });
  m = new RegExp(String.raw`^(.+?)\s*(>=|<=|=)\s*(${NUMBER})$`, 'i').exec(body);
  if (m) {
    const [, target, op, value] = m;
    if (op === '=') return withWeight({ target: target!, kind: 'target', value: number(value!) });
    return withWeight(
      op === '>='
        ? { target: target!, kind: 'range', min: number(value!) }
        : { target: target!, kind: 'range', max: number(value!) },
    );
  }
  m = /^(.+?)\s+(max|maximi[sz]e|最大化?|min|minimi[sz]e|最小化?)$/i.exec(body);
  if (m) {
    const kind = /^(max|最大)/i.test(m[2]!) ? 'maximize' : 'minimize';
    return withWeight({ target: m[1]!, kind });
  }
  throw new GoalSyntaxError(`目標の書き方が正しくありません / Cannot read goal: "${text}"`);
}

type ConstraintPart = Pick<
  InverseProblem,
  'composition' | 'bounds' | 'fixed' | 'maxIngredients' | 'groups' | 'cost'
>;

const list = (text: string) =>
  text
    .split(/[,、]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Folds constraint strings into the problem's constraint fields. */
export function parseConstraints(texts: readonly string[]): ConstraintPart {
  const out: ConstraintPart = {};
  const bounds: Record<string, Bound> = {};
  const fixed: Record<string, number> = {};
  const groups: GroupLimit[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    let m = new RegExp(String.raw`^sum(?:\((.*)\))?\s*=\s*(${NUMBER})$`, 'i').exec(text);
    if (m) {
      out.composition = { total: number(m[2]!), ...(m[1] ? { inputs: list(m[1]) } : {}) };
      continue;
    }
    m = /^(?:count|k)\s*<=\s*(\d+)$/i.exec(text);
    if (m) {
      out.maxIngredients = number(m[1]!);
      continue;
    }
    m = new RegExp(String.raw`^group\s+(.+?)\((.*)\)\s*(<=|>=)\s*(${NUMBER})$`, 'i').exec(text);
    if (m) {
      const limit = number(m[4]!);
      groups.push({
        name: m[1]!.trim(),
        inputs: list(m[2]!),
        ...(m[3] === '<=' ? { max: limit } : { min: limit }),
      });
      continue;
    }
    m = new RegExp(String.raw`^cost\((.*)\)\s*<=\s*(${NUMBER})$`, 'i').exec(text);
    if (m) {
      const perUnit: Record<string, number> = {};
      for (const pair of list(m[1]!)) {
        const [name, price] = pair.split('=').map((s) => s.trim());
        if (!name || price === undefined || !Number.isFinite(number(price))) {
          throw new GoalSyntaxError(`単価の書き方が正しくありません / Cannot read cost entry: "${pair}"`);
        }
        perUnit[name] = number(price);
      }
      out.cost = { perUnit, max: number(m[2]!) };
      continue;
    }
    m = new RegExp(String.raw`^(.+?)\s*(<=|>=|=)\s*(${NUMBER})$`).exec(text);
    if (m) {
      const [, name, op, value] = m;
      if (op === '=') fixed[name!] = number(value!);
      else
        bounds[name!] = {
          ...bounds[name!],
          ...(op === '<=' ? { max: number(value!) } : { min: number(value!) }),
        };
      continue;
    }
    throw new GoalSyntaxError(`制約の書き方が正しくありません / Cannot read constraint: "${raw}"`);
  }
  if (Object.keys(bounds).length > 0) out.bounds = bounds;
  if (Object.keys(fixed).length > 0) out.fixed = fixed;
  if (groups.length > 0) out.groups = groups;
  return out;
}
