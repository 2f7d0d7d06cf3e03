import { createHash } from 'node:crypto';
import {
  interchangeRecordSchema,
  parseInterchangeLine,
  type ClaimRange,
  type ExampleRecord,
  type InterchangeRecord,
  type PatentRecord,
} from '@app/contract/interchange';
import { convert } from '@app/contract/units';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LABEL, generateDemoDataset, generateDemoJsonLines } from './generate.js';
import { compositionOf } from './recipes.js';
import { THEMES } from './themes.js';
import type { ThemeId } from './theme-types.js';
import { buildTimeline, patentId, themeOfCode } from './timeline.js';

const PATENTS = 300;

function digest(options: { seed: number; patents: number; products: number }): string {
  const hash = createHash('sha256');
  for (const line of generateDemoJsonLines(options)) hash.update(line).update('\n');
  return hash.digest('hex');
}

/** Whether an example satisfies every range of one claim (unknown measurements do not count against it). */
function satisfies(example: ExampleRecord, ranges: readonly ClaimRange[]): boolean {
  return ranges.every((range) => {
    if (range.kind === 'ingredient') {
      const items = example.composition.filter((item) =>
        range.group !== undefined
          ? item.group === range.group
          : (range.materialIds ?? []).includes(item.materialId ?? ''),
      );
      const total = items.reduce((sum, item) => sum + (item.unit === range.unit ? item.amount : NaN), 0);
      return (
        (range.min === undefined || total >= range.min - 1e-9) &&
        (range.max === undefined || total <= range.max + 1e-9)
      );
    }
    if (range.kind === 'property') {
      const measured = example.properties.find((p) => p.propertyId === range.propertyId);
      if (!measured) return true;
      const value =
        measured.unit === range.unit ? measured.value : convert(measured.value, measured.unit, range.unit);
      return (
        (range.min === undefined || value >= range.min - 1e-9) &&
        (range.max === undefined || value <= range.max + 1e-9)
      );
    }
    const condition = example.conditions.find((c) => c.name === range.name);
    if (!condition) return true;
    return (
      (range.min === undefined || condition.value >= range.min) &&
      (range.max === undefined || condition.value <= range.max)
    );
  });
}

describe('generateDemoDataset', () => {
  let records: InterchangeRecord[] = [];
  let patents: PatentRecord[] = [];
  let examplesByPatent = new Map<string, ExampleRecord[]>();
  const themeOf = new Map<string, ThemeId>();

  beforeAll(() => {
    records = [...generateDemoDataset({ seed: 1, patents: PATENTS })];
    patents = records.filter((r): r is PatentRecord => r.type === 'patent');
    examplesByPatent = new Map();
    const timeline = buildTimeline(1, PATENTS);
    for (let i = 0; i < PATENTS; i++) themeOf.set(patentId(timeline, i), themeOfCode(timeline.theme[i]!));
    for (const record of records) {
      if (record.type !== 'example') continue;
      const list = examplesByPatent.get(record.patentId) ?? [];
      list.push(record);
      examplesByPatent.set(record.patentId, list);
    }
  });

  it('labels the data as demo data', () => {
    expect(DEMO_LABEL).toBe('デモデータ');
    expect(records.every((r) => r.source === 'demo')).toBe(true);
  });

  it('is deterministic for a seed and differs for another seed', () => {
    const first = digest({ seed: 7, patents: 120, products: 300 });
    expect(digest({ seed: 7, patents: 120, products: 300 })).toBe(first);
    expect(digest({ seed: 8, patents: 120, products: 300 })).not.toBe(first);
  });

  it('yields the expected numbers of each entity', () => {
    const counts: Record<string, number> = {};
    for (const r of records) counts[r.type] = (counts[r.type] ?? 0) + 1;
    expect(counts.property).toBe(60);
    expect(counts.company).toBe(150);
    expect(counts.product).toBe(2000);
    expect(counts.patent).toBe(PATENTS);
    expect(counts.material).toBeGreaterThanOrEqual(280);
    expect(counts.material).toBeLessThanOrEqual(330);
    expect(counts.category).toBeGreaterThanOrEqual(35);
    expect(counts.category).toBeLessThanOrEqual(50);
    expect(counts.example! / PATENTS).toBeGreaterThan(7);
    expect(counts.example! / PATENTS).toBeLessThan(14);
  });

  it('has a category tree of 2–3 levels', () => {
    const categories = records.filter((r) => r.type === 'category');
    const parent = new Map(categories.map((c) => [c.id, c.parentId]));
    const depth = (id: string): number => (parent.get(id) ? 1 + depth(parent.get(id)!) : 1);
    const depths = new Set(categories.map((c) => depth(c.id)));
    expect([...depths].sort()).toEqual([1, 2, 3]);
  });

  it('validates every record against the interchange schemas, also as JSON lines', () => {
    for (const record of records) {
      const parsed = interchangeRecordSchema.safeParse(record);
      if (!parsed.success)
        throw new Error(`${record.type} ${record.id}: ${JSON.stringify(parsed.error.issues)}`);
    }
    const line = parseInterchangeLine(JSON.stringify(patents[0]));
    expect(line.ok).toBe(true);
  });

  it('has unique ids and publication numbers', () => {
    const keys = records.map((r) => `${r.type}:${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const numbers = patents.map((p) => p.publicationNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => /^特開20\d\d-\d{6}$/.test(n))).toBe(true);
    const grants = patents.flatMap((p) => (p.grantNumber ? [p.grantNumber] : []));
    expect(new Set(grants).size).toBe(grants.length);
  });

  it('refers only to entities that come earlier in the stream', () => {
    const seen = new Set<string>();
    const has = (type: string, id: string) => seen.has(`${type}:${id}`);
    const publications = new Set<string>();
    const problems: string[] = [];
    const expectSeen = (type: string, id: string | null | undefined, where: string) => {
      if (id && !has(type, id)) problems.push(`${where} → ${type} ${id}`);
    };
    for (const r of records) {
      switch (r.type) {
        case 'category':
          expectSeen('category', r.parentId, r.id);
          break;
        case 'material':
          for (const p of r.typicalProperties) expectSeen('property', p.propertyId, r.id);
          break;
        case 'product':
          expectSeen('company', r.makerId, r.id);
          expectSeen('category', r.categoryId, r.id);
          for (const m of r.materialIds) expectSeen('material', m, r.id);
          for (const p of r.properties) expectSeen('property', p.propertyId, r.id);
          break;
        case 'patent':
          for (const c of r.citations) if (!publications.has(c)) problems.push(`${r.id} cites unknown ${c}`);
          for (const range of r.claimRanges ?? []) {
            for (const m of range.materialIds ?? []) expectSeen('material', m, r.id);
            expectSeen('property', range.propertyId, r.id);
          }
          for (const code of r.ipc) expectSeen('classification', `ipc:${code}`, r.id);
          for (const code of r.themes) expectSeen('classification', `fterm-theme:${code}`, r.id);
          publications.add(r.publicationNumber);
          break;
        case 'example':
          expectSeen('patent', r.patentId, r.id);
          for (const item of r.composition) {
            expectSeen('material', item.materialId, r.id);
            expectSeen('product', item.productId, r.id);
          }
          for (const p of r.properties) expectSeen('property', p.propertyId, r.id);
          break;
        default:
          break;
      }
      seen.add(`${r.type}:${r.id}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Patents come in filing order and cite earlier publications of their theme.
    const dates = patents.map((p) => p.applicationDate!);
    expect([...dates].sort()).toEqual(dates);
    expect(patents.filter((p) => p.citations.length > 0).length).toBeGreaterThan(PATENTS * 0.5);
  });

  it('has about 1 % large patents with 100–500 examples and 3–15 examples otherwise', () => {
    const sizes = patents.map((p) => examplesByPatent.get(p.id)?.length ?? 0);
    const large = sizes.filter((n) => n >= 100);
    expect(large.length).toBe(PATENTS / 100);
    expect(large.every((n) => n <= 500)).toBe(true);
    expect(sizes.filter((n) => n < 100).every((n) => n >= 3 && n <= 15)).toBe(true);
    for (const patent of patents) {
      const examples = examplesByPatent.get(patent.id) ?? [];
      expect(examples.some((e) => !e.comparative)).toBe(true);
      expect(examples.some((e) => e.comparative)).toBe(true);
    }
  });

  it('puts 実施例 mostly inside and 比較例 mostly outside the ranges of claim 1', () => {
    let examplesInside = 0;
    let examples = 0;
    let comparativesOutside = 0;
    let comparatives = 0;
    for (const patent of patents) {
      const ranges = (patent.claimRanges ?? []).filter((range) => range.claim === 1);
      expect(ranges.length).toBeGreaterThan(0);
      for (const example of examplesByPatent.get(patent.id) ?? []) {
        const inside = satisfies(example, ranges);
        if (example.comparative) {
          comparatives += 1;
          if (!inside) comparativesOutside += 1;
        } else {
          examples += 1;
          if (inside) examplesInside += 1;
        }
      }
    }
    expect(examplesInside / examples).toBeGreaterThan(0.95);
    expect(comparativesOutside / comparatives).toBeGreaterThan(0.8);
  });

  it('writes claims in JP forms with dependent claims', () => {
    const texts = patents.flatMap((p) => p.claims.map((c) => c.text));
    expect(texts.some((t) => /100質量部に対して、.*を\d+(\.\d+)?〜\d+(\.\d+)?質量部/.test(t))).toBe(true);
    expect(texts.some((t) => /\d+(\.\d+)?質量%以上\d+(\.\d+)?質量%以下/.test(t))).toBe(true);
    expect(texts.some((t) => /残部が(Al|Cu|Ti)及び不可避的不純物/.test(t))).toBe(true);
    expect(texts.some((t) => /℃以上である/.test(t))).toBe(true);
    expect(texts.some((t) => t.includes('請求項1に記載の'))).toBe(true);
    for (const patent of patents) {
      expect(patent.claims[0]!.dependsOn).toEqual([]);
      expect(patent.abstract).toMatch(/^【課題】.+【解決手段】/s);
      for (const heading of [
        '【技術分野】',
        '【背景技術】',
        '【発明が解決しようとする課題】',
        '【実施例】',
      ]) {
        expect(patent.description).toContain(heading);
      }
    }
  });

  it('names commercial grades in the patents', () => {
    const products = new Map(records.flatMap((r) => (r.type === 'product' ? [[r.id, r.name] as const] : [])));
    const used = patents.filter((p) =>
      (examplesByPatent.get(p.id) ?? []).some((e) =>
        e.composition.some(
          (item) => item.productId && p.description!.includes(products.get(item.productId)!),
        ),
      ),
    );
    expect(used.length).toBeGreaterThan(PATENTS * 0.6);
  });

  it('uses company name variants as applicants, all of which resolve to a company', () => {
    const names = new Map<string, string>();
    for (const r of records) {
      if (r.type !== 'company') continue;
      names.set(r.name, 'name');
      for (const alias of r.aliases) names.set(alias, 'alias');
    }
    const applicants = patents.flatMap((p) => p.applicants);
    expect(applicants.every((a) => names.has(a))).toBe(true);
    const aliases = applicants.filter((a) => names.get(a) === 'alias');
    expect(aliases.length).toBeGreaterThan(applicants.length * 0.05);
    expect(aliases.length).toBeLessThan(applicants.length * 0.4);
    expect(patents.filter((p) => p.applicants.length > 1).length).toBeGreaterThan(PATENTS * 0.05);
    expect(new Set(applicants).size).toBeGreaterThan(40);
  });

  it('spreads filing dates over 2005–2025 with growth and has sensible legal statuses', () => {
    const years = patents.map((p) => Number(p.applicationDate!.slice(0, 4)));
    expect(Math.min(...years)).toBeGreaterThanOrEqual(2005);
    expect(Math.max(...years)).toBeLessThanOrEqual(2025);
    const early = years.filter((y) => y <= 2009).length;
    const late = years.filter((y) => y >= 2018 && y <= 2022).length;
    expect(late).toBeGreaterThan(early);
    const statuses: Record<string, number> = {};
    for (const p of patents) statuses[p.legalStatus] = (statuses[p.legalStatus] ?? 0) + 1;
    for (const status of ['pending', 'granted', 'expired', 'withdrawn', 'rejected'])
      expect(statuses[status]).toBeGreaterThan(0);
    expect(statuses.granted! / PATENTS).toBeGreaterThan(0.2);
    expect(statuses.granted! / PATENTS).toBeLessThan(0.6);
    for (const p of patents) {
      expect(p.publicationDate! > p.applicationDate!).toBe(true);
      expect(p.publicationDate! <= '2025-12-31').toBe(true);
    }
  });

  it('measures values that follow the hidden functions within the noise', () => {
    const errors: number[] = [];
    for (const patent of patents) {
      const theme = THEMES[themeOf.get(patent.id)!];
      for (const example of examplesByPatent.get(patent.id) ?? []) {
        const composition = compositionOf(theme.id, example);
        for (const measured of example.properties) {
          const property = theme.properties[measured.propertyId!];
          if (!property || property.latent) continue;
          const truth = property.evaluate(composition);
          const value = measured.unit === 'GPa' ? measured.value * 1000 : measured.value;
          if (Math.abs(truth) > 1e-6) errors.push(Math.abs(value / truth - 1));
        }
      }
    }
    errors.sort((a, b) => a - b);
    expect(errors.length).toBeGreaterThan(1000);
    expect(errors[Math.floor(errors.length / 2)]!).toBeLessThan(0.04);
    expect(errors[Math.floor(errors.length * 0.95)]!).toBeLessThan(0.15);
  });

  it('has products with datasheets in several units, linked to makers and materials', () => {
    const products = records.filter((r) => r.type === 'product');
    const units = new Set(products.flatMap((p) => p.properties.map((v) => v.unit)));
    expect(units).toContain('kgf/cm²');
    expect(units).toContain('GPa');
    expect(products.every((p) => p.materialIds.length > 0)).toBe(true);
    expect(products.filter((p) => p.properties.length > 0).length).toBeGreaterThan(1900);
    expect(products.filter((p) => p.features.length > 0).length).toBeGreaterThan(1500);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });
});

describe('default size', () => {
  it('streams the default dataset (5,000 patents) quickly', { timeout: 120_000 }, () => {
    const started = performance.now();
    const counts: Record<string, number> = {};
    let k = 0;
    for (const record of generateDemoDataset()) {
      counts[record.type] = (counts[record.type] ?? 0) + 1;
      if (k++ % 97 === 0) expect(interchangeRecordSchema.safeParse(record).success).toBe(true);
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`default demo dataset: ${JSON.stringify(counts)} in ${seconds.toFixed(1)} s`);
    expect(counts.patent).toBe(5000);
    expect(counts.example! / 5000).toBeGreaterThan(8);
    expect(counts.example! / 5000).toBeLessThan(13);
  });
});
