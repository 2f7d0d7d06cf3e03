import { parseInterchangeLine, type InterchangeRecordInput } from '@app/contract/interchange';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { runImport } from '../catalogue/write/import-runner.js';
import { updateIndexAndLandscape } from './index-with-landscape.js';

/*
 * The visualisation test catalogue: two themes of patents that share no technical words.
 *
 * - 12 resin patents pat-r1…pat-r12 (ポリプロピレン・タルク, IPC C08L23/10, theme 4J002; applicant
 *   アルファ樹脂 for odd i, ガンマ化学 for even i, ベータ金属 as co-applicant of pat-r3; filed 2018 + i % 5).
 *   Each has 実施例1, 実施例2 and 比較例1 (ids -e1, -e2, -c1): PP 100 質量部, タルク 10·i / 10·i + 5 / 0 質量部,
 *   曲げ弾性率 (display unit GPa, recorded in MPa) and 密度 (g/cm³, lower is better).
 * - 12 metal patents pat-m1…pat-m12 (銅合金・ニッケル, IPC C22C9/06 and for even i C22F1/08, theme
 *   4K018 for i ≤ 6; applicant ベータ金属, ガンマ化学 co-applicant when i % 4 = 0; filed 2016 + i % 6).
 *   Each has 実施例1: 銅 97 質量%, ニッケル 3 質量%, 引張強さ and 密度.
 * - pat-pareto (パレート検証, resin theme, アルファ樹脂, 2022): five examples with hand-made
 *   (曲げ弾性率 GPa, 密度) = (2, 0.90) (3, 0.95) (3, 1.00) (1, 0.91) (2.5, 0.89): the front (higher
 *   modulus, lower density) is P5 (2.5, 0.89) and P2 (3, 0.95); P1 is dominated by P5, P3 by P2, P4 by P1.
 */

const RESIN_WORDS = ['自動車内装', 'バンパー', '家電筐体', '容器', '繊維'];
const METAL_WORDS = ['コネクタ', 'リードフレーム', '端子', 'ばね', 'バスバー'];

export const RESIN_COUNT = 12;
export const METAL_COUNT = 12;

export const PARETO_POINTS: readonly [number, number][] = [
  [2, 0.9],
  [3, 0.95],
  [3, 1.0],
  [1, 0.91],
  [2.5, 0.89],
];

function resinPatent(i: number): InterchangeRecordInput[] {
  const id = `pat-r${i}`;
  const use = RESIN_WORDS[i % RESIN_WORDS.length]!;
  const applicants = i % 2 === 1 ? ['アルファ樹脂株式会社'] : ['ガンマ化学株式会社'];
  if (i === 3) applicants.push('ベータ金属株式会社');
  const year = 2018 + (i % 5);
  const example = (
    suffix: string,
    label: string,
    comparative: boolean,
    talc: number,
    modulus: number,
    density: number,
  ) => ({
    type: 'example' as const,
    id: `${id}-${suffix}`,
    patentId: id,
    label,
    comparative,
    composition: [
      { materialId: 'mat-pp', name: 'ポリプロピレン', amount: 100, unit: '質量部' },
      ...(talc > 0 ? [{ materialId: 'mat-talc', name: 'タルク', amount: talc, unit: '質量部' }] : []),
    ],
    properties: [
      { propertyId: 'prop-flex', name: '曲げ弾性率', value: modulus, unit: 'MPa' },
      { propertyId: 'prop-density', name: '密度', value: density, unit: 'g/cm³' },
    ],
  });
  return [
    {
      type: 'patent',
      id,
      publicationNumber: `特開${year + 1}-1${String(i).padStart(5, '0')}`,
      title: `ポリプロピレン樹脂組成物及び${use}用タルク強化成形体`,
      abstract: `【課題】曲げ弾性率に優れたポリプロピレン組成物を提供する。【解決手段】ポリプロピレンとタルクを含有し、${use}に用いる射出成形体。`,
      claims: [{ number: 1, text: 'ポリプロピレン100質量部とタルクとを含有するポリプロピレン樹脂組成物。' }],
      applicants,
      ipc: ['C08L23/10'],
      themes: ['4J002'],
      applicationDate: `${year}-04-0${1 + (i % 9)}`,
      publicationDate: `${year + 1}-10-0${1 + (i % 9)}`,
      legalStatus: 'pending',
    },
    example('e1', '実施例1', false, 10 * i, 1500 + 100 * i, 0.95 + i / 100),
    example('e2', '実施例2', false, 10 * i + 5, 1550 + 100 * i, 0.96 + i / 100),
    example('c1', '比較例1', true, 0, 1200, 0.9),
  ];
}

function metalPatent(i: number): InterchangeRecordInput[] {
  const id = `pat-m${i}`;
  const use = METAL_WORDS[i % METAL_WORDS.length]!;
  const year = 2016 + (i % 6);
  return [
    {
      type: 'patent',
      id,
      publicationNumber: `特開${year + 1}-2${String(i).padStart(5, '0')}`,
      title: `ニッケル含有銅合金板材及び${use}`,
      abstract: `【課題】導電率と引張強さに優れた銅合金を提供する。【解決手段】ニッケルを添加した銅合金を圧延し時効処理した${use}用板材。`,
      claims: [{ number: 1, text: 'ニッケルを1〜4質量%含有し残部が銅である銅合金板材。' }],
      applicants: i % 4 === 0 ? ['ベータ金属株式会社', 'ガンマ化学株式会社'] : ['ベータ金属株式会社'],
      ipc: i % 2 === 0 ? ['C22C9/06', 'C22F1/08'] : ['C22C9/06'],
      themes: i <= 6 ? ['4K018'] : [],
      applicationDate: `${year}-06-1${i % 9}`,
      publicationDate: `${year + 1}-12-1${i % 9}`,
      legalStatus: 'expired',
    },
    {
      type: 'example',
      id: `${id}-e1`,
      patentId: id,
      label: '実施例1',
      comparative: false,
      composition: [
        { materialId: 'mat-cu', name: '銅', amount: 97, unit: '質量%', balance: true },
        { materialId: 'mat-ni', name: 'ニッケル', amount: 3, unit: '質量%' },
      ],
      properties: [
        { propertyId: 'prop-tensile', name: '引張強さ', value: 500 + 10 * i, unit: 'MPa' },
        { propertyId: 'prop-density', name: '密度', value: 8.9, unit: 'g/cm³' },
      ],
    },
  ];
}

const paretoPatent: InterchangeRecordInput[] = [
  {
    type: 'patent',
    id: 'pat-pareto',
    publicationNumber: '特開2023-300001',
    title: 'パレート検証用ポリプロピレン組成物',
    abstract: 'パレート検証のためのポリプロピレン組成物。',
    applicants: ['アルファ樹脂株式会社'],
    ipc: ['C08L23/10'],
    themes: ['4J002'],
    applicationDate: '2022-02-02',
    publicationDate: '2023-08-08',
    legalStatus: 'pending',
  },
  ...PARETO_POINTS.map(([gpa, density], k): InterchangeRecordInput => ({
    type: 'example',
    id: `pat-pareto-p${k + 1}`,
    patentId: 'pat-pareto',
    label: `P${k + 1}`,
    comparative: false,
    composition: [{ materialId: 'mat-pp', name: 'ポリプロピレン', amount: 100, unit: '質量部' }],
    properties: [
      { propertyId: 'prop-flex', name: '曲げ弾性率', value: gpa * 1000, unit: 'MPa' },
      { propertyId: 'prop-density', name: '密度', value: density, unit: 'g/cm³' },
    ],
  })),
];

export const VISUALIZATION_RECORDS: InterchangeRecordInput[] = [
  {
    type: 'property',
    id: 'prop-flex',
    name: '曲げ弾性率',
    unit: 'GPa',
    unitFamily: 'stress',
    direction: 'higher',
  },
  {
    type: 'property',
    id: 'prop-tensile',
    name: '引張強さ',
    unit: 'MPa',
    unitFamily: 'stress',
    direction: 'higher',
  },
  {
    type: 'property',
    id: 'prop-density',
    name: '密度',
    unit: 'g/cm³',
    unitFamily: 'density',
    direction: 'lower',
  },
  { type: 'classification', id: 'ipc-c08l', scheme: 'ipc', code: 'C08L', title: '高分子化合物の組成物' },
  { type: 'classification', id: 'ipc-c22c', scheme: 'ipc', code: 'C22C', title: '合金' },
  { type: 'classification', id: 'theme-4j002', scheme: 'fterm-theme', code: '4J002', title: '高分子組成物' },
  { type: 'company', id: 'co-alpha', name: 'アルファ樹脂株式会社', country: 'JP' },
  { type: 'company', id: 'co-beta', name: 'ベータ金属株式会社', country: 'JP' },
  { type: 'company', id: 'co-gamma', name: 'ガンマ化学株式会社', country: 'JP' },
  { type: 'material', id: 'mat-pp', name: 'ポリプロピレン', aliases: ['PP'], category: 'polymer' },
  { type: 'material', id: 'mat-talc', name: 'タルク', category: 'filler' },
  { type: 'material', id: 'mat-cu', name: '銅', aliases: ['Cu'], category: 'metal' },
  { type: 'material', id: 'mat-ni', name: 'ニッケル', aliases: ['Ni'], category: 'metal' },
  ...Array.from({ length: RESIN_COUNT }, (_, i) => resinPatent(i + 1)).flat(),
  ...Array.from({ length: METAL_COUNT }, (_, i) => metalPatent(i + 1)).flat(),
  ...paretoPatent,
];

/** Imports VISUALIZATION_RECORDS (indexed, and laid out, through the importer's hook). */
export async function seedVisualizationFixtures(db: Kysely<Database>): Promise<void> {
  const items = VISUALIZATION_RECORDS.map((input, i) => {
    const parsed = parseInterchangeLine(JSON.stringify(input));
    if (!parsed.ok) throw new Error(`fixture ${i}: ${parsed.error}`);
    return { line: i + 1, record: parsed.record };
  });
  const summary = await runImport(db, items, {
    defaultSource: 'test',
    afterImport: updateIndexAndLandscape,
  });
  if (summary.failed > 0) throw new Error(`fixtures: ${JSON.stringify(summary.errors)}`);
}
