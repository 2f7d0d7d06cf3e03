import type { Claim, ClaimRange } from '@app/contract/interchange';
import { fmt } from './format.js';
import { material } from './materials.js';
import { conditionOf, ul94Label } from './measure.js';
import type { ProductEntry } from './products.js';
import type { Rng } from './prng.js';
import { propertyDef } from './properties.js';
import type { Recipe, RecipeCondition, RecipeIngredient } from './recipes.js';

/**
 * Japanese patent text in the forms of JP publications: claims with numeric ranges (「10〜40質量部」,
 * 「0.1質量%以上5質量%以下」, 「120℃以上」), dependent claims (「請求項1に記載の」), an abstract
 * 【課題】【解決手段】 and a description with the usual headings and paragraph numbers.
 */

export type RangeStyle = 'tilde' | 'bounds';

export interface PropertyLimit {
  readonly propertyId: string;
  readonly unit: string;
  readonly min?: number;
  readonly max?: number;
}

export interface ClaimPlan {
  readonly recipe: Recipe;
  readonly style: RangeStyle;
  readonly limit1: PropertyLimit | undefined;
  readonly limit2: PropertyLimit | undefined;
  /** Component whose range a dependent claim narrows. */
  readonly narrowed: RecipeIngredient | undefined;
  /** Component a dependent claim restricts to its species. */
  readonly species: RecipeIngredient | undefined;
  readonly application: string | undefined;
}

function range(lo: number, hi: number, unit: string, style: RangeStyle): string {
  return style === 'tilde' ? `${fmt(lo)}〜${fmt(hi)}${unit}` : `${fmt(lo)}${unit}以上${fmt(hi)}${unit}以下`;
}

function unitText(unit: string): string {
  return unit === '-' ? '' : unit;
}

function propertyClause(limit: PropertyLimit): string {
  const def = propertyDef(limit.propertyId);
  if (def.levels) {
    const label = ul94Label(limit.min ?? 4);
    return `UL94規格に準拠した燃焼試験(試験片厚さ0.8mm)において${label === 'V-0' ? 'V-0' : `${label}以上`}の難燃性を有する`;
  }
  const name = def.name.replace(/\((\d\.\d+MPa)\)$/, '($1荷重)');
  if (limit.min !== undefined) return `${name}が${fmt(limit.min)}${unitText(limit.unit)}以上である`;
  return `${name}が${fmt(limit.max!)}${unitText(limit.unit)}以下である`;
}

function layerName(recipe: Recipe): string {
  return recipe.system.noun.includes('負極') ? '負極合剤層' : '正極合剤層';
}

/** The composition part of claim 1, in a continuing form (…し、/…り、) and a final form (…する/…る). */
function compositionClause(plan: ClaimPlan): { continuing: string; final: string } {
  const { recipe, style } = plan;
  const unit = recipe.unit;
  const components = recipe.components;
  const joinList = (items: string[]) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join('、')}、及び${items[items.length - 1]!}`;
  if (recipe.alloy) {
    const items = components.map((c) => `${c.label}:${range(c.lo, c.hi, unit, style)}`);
    const base = recipe.base[0]!.label;
    const stem = `${items.join('、')}を含有し、残部が${base}及び不可避的不純物からな`;
    return { continuing: `${stem}り`, final: `${stem}る` };
  }
  if (recipe.system.basis === 'percent') {
    const layer = layerName(recipe);
    const listing = [`(A)${recipe.system.base.label}`, ...components.map((c) => `${c.group}${c.label}`)];
    const intro = `${listing.slice(0, -1).join('と、')}と、${listing[listing.length - 1]!}とを含む${layer}を備え、`;
    const limits = components.map((c) => `${c.group}${c.label}の含有量が${range(c.lo, c.hi, unit, style)}`);
    const stem = `${intro}前記${layer}中における${limits.join('であり、')}であ`;
    return { continuing: `${stem}り`, final: `${stem}る` };
  }
  if (recipe.percent) {
    const base = recipe.base[0]!;
    const items = [
      `(A)${recipe.system.base.label}${range(base.lo, base.hi, unit, style)}`,
      ...components.map((c) => `${c.group}${c.label}${range(c.lo, c.hi, unit, style)}`),
    ];
    const stem = `組成物全体を100質量%として、${joinList(items)}を含有`;
    return { continuing: `${stem}し`, final: `${stem}する` };
  }
  const items = components.map((c) => `${c.group}${c.label}を${range(c.lo, c.hi, unit, style)}`);
  const stem = `(A)${recipe.system.base.label}100質量部に対して、${joinList(items)}含有`;
  return { continuing: `${stem}し`, final: `${stem}する` };
}

function refs(claims: readonly number[]): string {
  if (claims.length === 1) return `請求項${claims[0]!}`;
  if (claims.length === 2) return `請求項${claims[0]!}又は${claims[1]!}`;
  return `請求項${claims[0]!}〜${claims[claims.length - 1]!}のいずれか1項`;
}

function upTo(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

function articleClaim(recipe: Recipe, ref: string): string {
  const { noun, article } = recipe.system;
  switch (article) {
    case '硬化物':
      return `${ref}に記載の${noun}の硬化物。`;
    case 'プリプレグ':
      return `${ref}に記載の${noun}を強化繊維に含浸させてなるプリプレグ。`;
    case 'リチウムイオン二次電池':
      return `${ref}に記載の${noun}を備える、リチウムイオン二次電池。`;
    case '粘着テープ':
      return `基材と、前記基材の少なくとも一方の面に設けられた、${ref}に記載の${noun}からなる粘着剤層とを有する、粘着テープ。`;
    case '接合体':
      return `第1の被着体と第2の被着体とが、${ref}に記載の${noun}の硬化物を介して接合されてなる、接合体。`;
    default:
      return `${ref}に記載の${noun}からなる${article}。`;
  }
}

export interface BuiltClaims {
  readonly claims: Claim[];
  readonly ranges: ClaimRange[];
  readonly claim1: string;
}

function basisText(recipe: Recipe): string {
  if (recipe.alloy) return '合金全体に対して';
  if (recipe.system.basis === 'percent') return `${layerName(recipe)}全体に対して`;
  if (recipe.percent) return '組成物全体に対して';
  return '(A)100質量部に対して';
}

function ingredientRange(
  claim: number,
  recipe: Recipe,
  c: RecipeIngredient,
  lo: number,
  hi: number,
  materialIds: string[],
): ClaimRange {
  return {
    claim,
    kind: 'ingredient',
    name: c.label,
    ...(recipe.alloy ? {} : { group: c.group }),
    materialIds,
    min: lo,
    max: hi,
    minInclusive: true,
    maxInclusive: true,
    unit: recipe.unit,
    basis: basisText(recipe),
  };
}

function propertyRange(claim: number, limit: PropertyLimit): ClaimRange {
  const def = propertyDef(limit.propertyId);
  return {
    claim,
    kind: 'property',
    name: def.name,
    propertyId: limit.propertyId,
    ...(limit.min !== undefined ? { min: limit.min } : {}),
    ...(limit.max !== undefined ? { max: limit.max } : {}),
    minInclusive: true,
    maxInclusive: true,
    unit: limit.unit,
  };
}

export function buildClaims(plan: ClaimPlan): BuiltClaims {
  const { recipe, style } = plan;
  const { noun } = recipe.system;
  const claims: Claim[] = [];
  const ranges: ClaimRange[] = [];
  const clause = compositionClause(plan);
  const claim1 = plan.limit1
    ? `${clause.continuing}、${propertyClause(plan.limit1)}、${noun}。`
    : `${clause.final}、${noun}。`;
  claims.push({ number: 1, text: claim1, dependsOn: [] });
  if (recipe.percent && !recipe.alloy && recipe.system.basis !== 'percent') {
    const base = recipe.base[0]!;
    ranges.push(
      ingredientRange(
        1,
        recipe,
        base,
        base.lo,
        base.hi,
        recipe.base.map((b) => b.materialId),
      ),
    );
  }
  for (const c of recipe.components) ranges.push(ingredientRange(1, recipe, c, c.lo, c.hi, [c.materialId]));
  if (plan.limit1) ranges.push(propertyRange(1, plan.limit1));

  const compositionClaims = [1];
  const next = () => claims.length + 1;
  if (plan.narrowed) {
    const c = plan.narrowed;
    const n = next();
    const subject = recipe.alloy ? c.label : `前記${c.group}${c.label}`;
    const amount = recipe.alloy || recipe.percent ? '' : '、(A)100質量部に対して';
    claims.push({
      number: n,
      text: `${subject}の含有量が${amount}${range(c.lo2, c.hi2, recipe.unit, style)}である、${refs([1])}に記載の${noun}。`,
      dependsOn: [1],
    });
    ranges.push(ingredientRange(n, recipe, c, c.lo2, c.hi2, [c.materialId]));
    compositionClaims.push(n);
  }
  if (plan.species) {
    const c = plan.species;
    const n = next();
    const dependsOn = [...compositionClaims];
    claims.push({
      number: n,
      text: `前記${c.group}${c.label}が、${material(c.materialId).name}である、${refs(dependsOn)}に記載の${noun}。`,
      dependsOn,
    });
    compositionClaims.push(n);
  }
  if (plan.limit2) {
    const n = next();
    const dependsOn = [...compositionClaims];
    claims.push({
      number: n,
      text: `${propertyClause(plan.limit2)}、${refs(dependsOn)}に記載の${noun}。`,
      dependsOn,
    });
    ranges.push(propertyRange(n, plan.limit2));
    compositionClaims.push(n);
  }
  const claimedConditions = recipe.conditions.filter((c) => c.claimed);
  for (const condition of claimedConditions.filter(
    (c) => c.spec.style === 'feature' && c.spec.target !== 'article',
  )) {
    const n = next();
    const dependsOn = [...compositionClaims];
    claims.push({
      number: n,
      text: `${conditionPhrase(condition)}、${refs(dependsOn)}に記載の${noun}。`,
      dependsOn,
    });
    ranges.push(conditionRange(n, condition));
    compositionClaims.push(n);
  }
  const articleNumber = next();
  claims.push({
    number: articleNumber,
    text: articleClaim(recipe, refs(compositionClaims)),
    dependsOn: [...compositionClaims],
  });
  let last = articleNumber;
  for (const condition of claimedConditions.filter(
    (c) => c.spec.style === 'feature' && c.spec.target === 'article',
  )) {
    const n = next();
    claims.push({
      number: n,
      text: `前記${conditionPhrase(condition)}、${refs([articleNumber])}に記載の${recipe.system.article}。`,
      dependsOn: [articleNumber],
    });
    ranges.push(conditionRange(n, condition));
    last = n;
  }
  if (plan.application) {
    const n = next();
    const dependsOn = last === articleNumber ? [articleNumber] : upTo(last).filter((k) => k >= articleNumber);
    claims.push({
      number: n,
      text: `${plan.application}用である、${refs(dependsOn)}に記載の${recipe.system.article}。`,
      dependsOn,
    });
  }
  for (const condition of claimedConditions.filter((c) => c.spec.style === 'method')) {
    const n = next();
    const dependsOn = [...compositionClaims];
    const step = conditionPhrase(condition);
    claims.push({
      number: n,
      text: `${refs(dependsOn)}に記載の${noun}の製造方法であって、${step}を含む、${noun}の製造方法。`,
      dependsOn,
    });
    ranges.push(conditionRange(n, condition));
  }
  return { claims, ranges, claim1 };
}

function conditionPhrase(condition: RecipeCondition): string {
  const phrase = condition.spec.phrase ?? `${condition.label}が{range}である`;
  return phrase.replace('{range}', `${fmt(condition.lo)}〜${fmt(condition.hi)}${condition.unit}`);
}

function conditionRange(claim: number, condition: RecipeCondition): ClaimRange {
  return {
    claim,
    kind: 'condition',
    name: condition.label,
    min: condition.lo,
    max: condition.hi,
    minInclusive: true,
    maxInclusive: true,
    unit: condition.unit,
  };
}

export function title(recipe: Recipe, rng: Rng): string {
  return rng.pick(recipe.system.titles).replace('{noun}', recipe.system.noun);
}

export function abstractText(problem: string, recipe: Recipe, claim1: string): string {
  return `【課題】${problem}${recipe.system.noun}を提供する。\n【解決手段】${claim1}\n【選択図】なし`;
}

export interface DescriptionInput {
  readonly recipe: Recipe;
  readonly problem: string;
  readonly claim1: string;
  readonly citations: readonly string[];
  /** Grades named as ingredients, by variable key. */
  readonly ingredientProducts: ReadonlyMap<string, ProductEntry>;
  /** A commercial grade named as prior art. */
  readonly priorArtProduct: ProductEntry | undefined;
  readonly measured: readonly string[];
  readonly examples: number;
  readonly comparatives: number;
  readonly outsides: readonly {
    label: string;
    key: string;
    direction: 'below' | 'above' | 'absent' | 'condition';
  }[];
  readonly limit1: PropertyLimit | undefined;
}

function makerOf(product: ProductEntry): string {
  return product.maker.name;
}

export function descriptionText(input: DescriptionInput, rng: Rng): string {
  const { recipe, problem } = input;
  const { theme, system } = recipe;
  const paragraphs: string[] = [];
  let number = 0;
  const para = (text: string) => {
    number += 1;
    paragraphs.push(`【${String(number).padStart(4, '0')}】\n${text}`);
  };
  const out: string[] = [];
  const flush = (heading: string) => {
    out.push(heading, ...paragraphs.splice(0));
  };

  para(`本発明は、${system.noun}に関する。より詳しくは、${problem}${system.noun}及びその用途に関する。`);
  flush('【技術分野】');

  const background = rng.sample(theme.background, Math.min(theme.background.length, rng.int(2, 3)));
  para(background.join(''));
  const prior: string[] = [];
  if (input.citations.length > 0) {
    prior.push(`例えば、特許文献1には、${system.label}に関する技術が開示されている。`);
    if (input.citations.length > 1)
      prior.push(`また、特許文献2には、特定の配合により物性の改良を図る方法が記載されている。`);
  }
  if (input.priorArtProduct) {
    prior.push(
      `また、市販の${system.label}としては、例えば「${input.priorArtProduct.name}」(${makerOf(input.priorArtProduct)}製)等が知られている。`,
    );
  }
  if (prior.length > 0) para(prior.join(''));
  flush('【背景技術】');
  if (input.citations.length > 0) {
    out.push('【先行技術文献】', '【特許文献】');
    input.citations.forEach((citation, k) => out.push(`【特許文献${k + 1}】${citation}号公報`));
  }

  out.push('【発明の概要】');
  para(
    `しかしながら、従来の技術では、${problem}${system.noun}を得ることは困難であった。本発明は、上記事情に鑑みてなされたものであり、${problem}${system.noun}を提供することを目的とする。`,
  );
  flush('【発明が解決しようとする課題】');
  para(
    `本発明者らは、上記課題を解決すべく鋭意検討を重ねた結果、特定の成分を特定の割合で含有させることにより上記課題を解決できることを見出し、本発明を完成するに至った。すなわち、本発明は以下のとおりである。\n[1] ${input.claim1}`,
  );
  flush('【課題を解決するための手段】');
  para(`本発明によれば、${problem}${system.noun}を提供することができる。`);
  flush('【発明の効果】');

  const ingredients = recipe.alloy ? recipe.components : [...recipe.base.slice(0, 1), ...recipe.components];
  for (const c of ingredients) {
    const product = input.ingredientProducts.get(c.key);
    const isBase = recipe.base.includes(c);
    const header = recipe.alloy ? `<${c.label}>` : `<${c.group}${c.label}>`;
    const lines: string[] = [];
    if (recipe.alloy) {
      lines.push(
        `${c.label}は、合金の強度等の特性に寄与する元素である。${c.label}の含有量は${fmt(c.lo)}〜${fmt(c.hi)}質量%であり、好ましくは${fmt(c.lo2)}〜${fmt(c.hi2)}質量%である。含有量が下限値未満では添加の効果が十分に得られず、上限値を超えると粗大な化合物が生成して延性や加工性が低下する場合がある。`,
      );
    } else if (isBase && !recipe.percent) {
      const names = recipe.base.map((b) => material(b.materialId).name).join('、');
      lines.push(`本発明に用いる${c.group}${c.label}としては、${names}等が挙げられる。`);
    } else {
      const basis = recipe.percent ? '' : '(A)成分100質量部に対して、';
      lines.push(
        `${c.group}成分の含有量は、${basis}${fmt(c.lo)}〜${fmt(c.hi)}${recipe.unit}であり、好ましくは${fmt(c.lo2)}〜${fmt(c.hi2)}${recipe.unit}である。${c.group}成分の含有量が上記範囲内であることにより、本発明の効果がより顕著に得られる。`,
      );
      const entry = material(c.materialId);
      const synonyms = entry.aliases.slice(0, 2);
      lines.push(
        `${c.group}${c.label}としては、${entry.name}${synonyms.length > 0 ? `(${synonyms.join('、')})` : ''}等を用いることができる。`,
      );
    }
    if (product)
      lines.push(`市販品としては、例えば「${product.name}」(${makerOf(product)}製)等が挙げられる。`);
    para(`${header}\n${lines.join('')}`);
  }
  if (recipe.minors.length > 0) {
    para(
      `本発明の${system.noun}には、本発明の効果を損なわない範囲で、${recipe.minors.map((m) => material(m.materialId).name).join('、')}等の添加剤を配合することができる。`,
    );
  }
  flush('【発明を実施するための形態】');

  para('以下、実施例により本発明を具体的に説明するが、本発明はこれらの実施例に限定されるものではない。');
  const materials = [...recipe.base, ...recipe.components].map((c, k) => {
    const product = input.ingredientProducts.get(c.key);
    const symbol = recipe.alloy
      ? c.label
      : recipe.base.length > 1 && k < recipe.base.length
        ? `(A-${k + 1})`
        : c.group;
    const productText = product ? `「${product.name}」(${makerOf(product)}製)` : '市販品';
    return `${symbol}${recipe.alloy ? '' : c.name}:${recipe.alloy ? `純度99.9質量%以上の原料を用いて添加した` : productText}`;
  });
  para(`<使用原料>\n${materials.join('\n')}`);
  para(`<試験片の作製>\n${rng.pick(theme.procedure)}`);
  const methods = input.measured.map((id) => {
    const def = propertyDef(id);
    const standard = def.testStandards[0];
    const condition = conditionOf(id, theme);
    return `(${def.name})${standard ? `${standard}に準拠して` : ''}${condition ? `${condition}の条件で` : ''}測定した。`;
  });
  para(`<評価方法>\n${methods.join('\n')}`);
  const tables =
    input.examples + input.comparatives > 30
      ? `表1〜表${Math.ceil((input.examples + input.comparatives) / 25)}`
      : '表1';
  const summary: string[] = [
    `実施例1〜${input.examples}及び比較例1〜${input.comparatives}の配合及び評価結果を${tables}に示す。`,
  ];
  if (input.limit1) {
    summary.push(
      `${tables}に示すとおり、本発明の${system.noun}である実施例はいずれも、${propertyClause(input.limit1).replace(/である$|を有する$/, '')}であり、優れた特性を示した。`,
    );
  } else {
    summary.push(
      `${tables}に示すとおり、本発明の範囲内にある実施例は、いずれも良好な特性のバランスを示した。`,
    );
  }
  const described = input.outsides.slice(0, 6);
  described.forEach((o, k) => {
    const component = [...recipe.components, ...recipe.base].find((c) => c.key === o.key);
    const condition = recipe.conditions.find((c) => c.key === o.key);
    const subject = component
      ? recipe.alloy
        ? component.label
        : `${component.group}成分`
      : (condition?.label ?? o.key);
    const what =
      o.direction === 'absent'
        ? `${subject}を含まない`
        : o.direction === 'condition'
          ? `${subject}が本発明の好適な範囲外である`
          : o.direction === 'below'
            ? `${subject}の含有量が本発明の範囲を下回る`
            : `${subject}の含有量が本発明の範囲を上回る`;
    summary.push(`${k === 0 ? '一方、' : 'また、'}${what}${o.label}は、目的とする特性が得られなかった。`);
  });
  para(summary.join(''));
  flush('【実施例】');
  return out.join('\n');
}
