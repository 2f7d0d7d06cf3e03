import type { CompanyRecord } from '@app/contract/interchange';
import { COMPANY_STEMS, FAMILY_NAMES, FOREIGN_COMPANIES, GIVEN_NAMES, BRAND_ROOTS } from './names.js';
import { Rng } from './prng.js';
import { THEME_IDS, THEME_MIX } from './themes.js';
import type { ThemeId } from './theme-types.js';

/**
 * 150 fictional companies: 128 Japanese material makers, 12 Japanese end users (automotive, electronics)
 * that appear as co-applicants, and 10 foreign makers. Each has name variants as they appear in patent
 * data (正式名称, (株) abbreviation, English in two spellings, sometimes a former name before a rename).
 */

export interface Company {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly kana: string;
  /** Every variant an applicant field may carry (not including `name`). */
  readonly aliases: readonly string[];
  readonly abbreviated: string;
  readonly englishUpper: string;
  readonly formerName: string | undefined;
  /** Year from which `name` is used; before it patents carry `formerName`. */
  readonly renamedYear: number | undefined;
  readonly country: string;
  /** Themes the company makes products and files patents in (empty for end users). */
  readonly themes: readonly ThemeId[];
  /** Relative size: share of products and patents within its themes. */
  readonly weight: number;
  readonly user: boolean;
  readonly brandRoot: string;
  readonly inventors: readonly string[];
  readonly url: string;
}

type Suffix = readonly [kanji: string, kana: string, english: string];

const SUFFIXES: Record<ThemeId | 'user', readonly Suffix[]> = {
  polyolefin: [
    ['化成工業', 'カセイコウギョウ', 'Kasei Kogyo'],
    ['ポリマー', 'ポリマー', 'Polymer'],
    ['樹脂', 'ジュシ', 'Jushi'],
    ['プラスチックス', 'プラスチックス', 'Plastics'],
  ],
  'engineering-plastics': [
    ['化学工業', 'カガクコウギョウ', 'Kagaku Kogyo'],
    ['エンプラ', 'エンプラ', 'Enpla'],
    ['ケミカル', 'ケミカル', 'Chemical'],
    ['マテリアルズ', 'マテリアルズ', 'Materials'],
  ],
  epoxy: [
    ['化成', 'カセイ', 'Kasei'],
    ['ケミカル', 'ケミカル', 'Chemical'],
    ['化学', 'カガク', 'Kagaku'],
    ['レジン', 'レジン', 'Resin'],
  ],
  rubber: [
    ['ゴム工業', 'ゴムコウギョウ', 'Gomu Kogyo'],
    ['ゴム化工', 'ゴムカコウ', 'Gomu Kako'],
    ['工業', 'コウギョウ', 'Kogyo'],
  ],
  adhesive: [
    ['接着工業', 'セッチャクコウギョウ', 'Setchaku Kogyo'],
    ['テープ', 'テープ', 'Tape'],
    ['化学', 'カガク', 'Kagaku'],
  ],
  battery: [
    ['電池材料', 'デンチザイリョウ', 'Denchi Zairyo'],
    ['エナジーマテリアル', 'エナジーマテリアル', 'Energy Material'],
    ['電材', 'デンザイ', 'Denzai'],
  ],
  alloy: [
    ['金属工業', 'キンゾクコウギョウ', 'Kinzoku Kogyo'],
    ['伸銅', 'シンドウ', 'Shindo'],
    ['軽金属', 'ケイキンゾク', 'Keikinzoku'],
    ['メタル', 'メタル', 'Metal'],
  ],
  user: [
    ['自動車', 'ジドウシャ', 'Jidosha'],
    ['電機', 'デンキ', 'Denki'],
    ['重工業', 'ジュウコウギョウ', 'Jukogyo'],
    ['電子工業', 'デンシコウギョウ', 'Denshi Kogyo'],
    ['精機', 'セイキ', 'Seiki'],
  ],
};

const JAPANESE_MAKERS = 128;
const USERS = 12;

/** Themes that often go together in one company. */
const NEIGHBOURS: Record<ThemeId, readonly ThemeId[]> = {
  polyolefin: ['engineering-plastics', 'rubber', 'adhesive'],
  'engineering-plastics': ['polyolefin', 'epoxy'],
  epoxy: ['adhesive', 'engineering-plastics', 'battery'],
  rubber: ['polyolefin', 'adhesive'],
  adhesive: ['epoxy', 'rubber'],
  battery: ['epoxy', 'alloy'],
  alloy: ['battery'],
};

function inventorPool(rng: Rng, size: number): string[] {
  const names = new Set<string>();
  while (names.size < size) names.add(`${rng.pick(FAMILY_NAMES)} ${rng.pick(GIVEN_NAMES)}`);
  return [...names];
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildCompanies(seed: number): Company[] {
  const rng = Rng.derive(seed, 'companies');
  const stems = rng.sample(COMPANY_STEMS, JAPANESE_MAKERS + USERS);
  const roots = rng.sample(BRAND_ROOTS, JAPANESE_MAKERS + FOREIGN_COMPANIES.length);
  const themeWeights = THEME_IDS.map((id) => THEME_MIX[id].products + THEME_MIX[id].patents);
  const companies: Company[] = [];
  // Sizes follow a Zipf-like law over a random ranking.
  const ranks = rng.sample(
    Array.from({ length: JAPANESE_MAKERS + FOREIGN_COMPANIES.length }, (_, i) => i + 1),
    JAPANESE_MAKERS + FOREIGN_COMPANIES.length,
  );

  stems.forEach((stem, i) => {
    const user = i >= JAPANESE_MAKERS;
    const primary = user ? undefined : rng.weighted(THEME_IDS, themeWeights);
    const themes: ThemeId[] = primary ? [primary] : [];
    if (primary && rng.chance(0.4)) {
      const second = rng.pick(NEIGHBOURS[primary]);
      themes.push(second);
      if (rng.chance(0.25)) {
        const candidates = NEIGHBOURS[second].filter((id) => !themes.includes(id));
        if (candidates.length > 0) themes.push(rng.pick(candidates));
      }
    }
    const suffixes = SUFFIXES[primary ?? 'user'];
    const [kanji, kana, english] = rng.pick(suffixes);
    const prefixForm = rng.chance(0.2);
    const core = `${stem.kanji}${kanji}`;
    const name = prefixForm ? `株式会社${core}` : `${core}株式会社`;
    const abbreviated = prefixForm ? `(株)${core}` : `${core}(株)`;
    const nameEn = `${stem.romaji} ${english} Co., Ltd.`;
    const englishUpper = `${stem.romaji} ${english} CO LTD`.toUpperCase();
    let formerName: string | undefined;
    let renamedYear: number | undefined;
    if (!user && rng.chance(0.25)) {
      const other = suffixes.filter((s) => s[0] !== kanji);
      const [oldKanji] = other.length > 0 ? rng.pick(other) : (['工業', '', ''] as const);
      formerName = `${stem.kanji}${oldKanji}株式会社`;
      renamedYear = rng.int(2008, 2020);
    }
    const weight = user ? 0.3 : 1 / ranks[i]! ** 0.8;
    companies.push({
      index: companies.length,
      id: `co-${slug(`${stem.romaji} ${english}`)}`,
      name,
      nameEn,
      kana: `${stem.kana}${kana}`,
      aliases: [abbreviated, englishUpper, nameEn, ...(formerName ? [formerName] : [])],
      abbreviated,
      englishUpper,
      formerName,
      renamedYear,
      country: 'JP',
      themes,
      weight,
      user,
      brandRoot: user ? '' : roots[i]!,
      inventors: inventorPool(rng, user ? 4 : 6 + Math.round(34 * Math.min(1, weight * 2))),
      url: `https://www.${slug(`${stem.romaji}-${english.split(' ')[0]!}`)}.example/`,
    });
  });

  FOREIGN_COMPANIES.forEach((foreign, j) => {
    const themes = foreign.themes as ThemeId[];
    const weight = 0.4 / ranks[JAPANESE_MAKERS + j]! ** 0.8;
    companies.push({
      index: companies.length,
      id: `co-${slug(foreign.name)}`,
      name: foreign.kana,
      nameEn: foreign.name,
      kana: foreign.kana.replace(/ /g, ''),
      aliases: [foreign.name, foreign.name.toUpperCase().replace(/[.,]/g, '')],
      abbreviated: foreign.kana,
      englishUpper: foreign.name.toUpperCase().replace(/[.,]/g, ''),
      formerName: undefined,
      renamedYear: undefined,
      country: foreign.country,
      themes,
      weight,
      user: false,
      brandRoot: roots[JAPANESE_MAKERS + j]!,
      inventors: inventorPool(rng, 5).map((_, k) => foreignInventor(rng, foreign.country, k)),
      url: `https://www.${slug(foreign.name.split(' ')[0]!)}.example/`,
    });
  });
  return companies;
}

const FOREIGN_INVENTORS: Record<string, readonly string[]> = {
  SE: ['アンデション,エリック', 'リンドクヴィスト,マリア', 'ニルソン,ヨハン', 'ベリ,カリン', 'ホルム,ペール'],
  US: ['スミス,ジョン', 'ジョンソン,エミリー', 'ブラウン,マイケル', 'ミラー,サラ', 'デイビス,ロバート'],
  DE: [
    'ミュラー,トーマス',
    'シュミット,アンナ',
    'シュナイダー,ミヒャエル',
    'フィッシャー,ユリア',
    'ヴェーバー,シュテファン',
  ],
  KR: ['キム,ミンジュン', 'イ,ソヨン', 'パク,ジフン', 'チェ,ユナ', 'チョン,ヒョヌ'],
  CN: ['ワン,ウェイ', 'リー,ナ', 'チャン,ジュン', 'リウ,ヤン', 'チェン,ジン'],
  FR: [
    'マルタン,ピエール',
    'ベルナール,ソフィー',
    'デュボワ,ニコラ',
    'ロベール,カミーユ',
    'プティ,ジュリアン',
  ],
  GB: [
    'テイラー,ジェームズ',
    'ウィルソン,エマ',
    'エヴァンズ,オリバー',
    'トーマス,ソフィー',
    'ロバーツ,ハリー',
  ],
  CH: ['ケラー,ルーカス', 'マイヤー,ラウラ', 'ブルンナー,ダニエル', 'バウマン,ニーナ', 'ヒューバー,マルコ'],
};

function foreignInventor(rng: Rng, country: string, k: number): string {
  const list = FOREIGN_INVENTORS[country] ?? FOREIGN_INVENTORS.US!;
  return list[(k + rng.int(0, list.length - 1)) % list.length]!;
}

export function companyRecord(company: Company): CompanyRecord {
  return {
    type: 'company',
    id: company.id,
    source: 'demo',
    name: company.name,
    nameEn: company.nameEn,
    kana: company.kana,
    aliases: [...company.aliases],
    country: company.country,
    url: company.url,
    description: company.user
      ? '素材ユーザー(完成品メーカー)。素材メーカーとの共同出願がある。'
      : `${company.themes.map((id) => THEME_LABELS[id]).join('・')}を手掛ける素材メーカー。${
          company.formerName ? `${company.renamedYear!}年に${company.formerName}から商号変更。` : ''
        }`,
  };
}

const THEME_LABELS: Record<ThemeId, string> = {
  polyolefin: 'ポリオレフィン系材料',
  'engineering-plastics': 'エンジニアリングプラスチック',
  epoxy: 'エポキシ樹脂',
  rubber: 'ゴム製品',
  adhesive: '接着剤・粘着剤',
  battery: '電池材料',
  alloy: '非鉄金属材料',
};

/** The applicant name a patent of this year prints. Mostly the official name; databases also carry variants. */
export function applicantName(company: Company, year: number, rng: Rng): string {
  if (company.formerName && company.renamedYear !== undefined && year < company.renamedYear)
    return company.formerName;
  const r = rng.next();
  if (r < 0.86) return company.name;
  if (r < 0.93) return company.abbreviated;
  return rng.chance(0.5) ? company.englishUpper : company.nameEn;
}
