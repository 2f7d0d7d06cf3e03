/** The keyword syntax of docs/spec/data-and-search.md as the list pages explain it, with an example of each rule. */
export interface SyntaxRule {
  syntax: string;
  meaning: string;
  example: string;
}

export const BASE_SYNTAX: readonly SyntaxRule[] = [
  { syntax: 'スペース', meaning: 'すべての語を含む（AND）', example: 'ポリプロピレン タルク' },
  { syntax: '"…"', meaning: '語順どおりのフレーズ', example: '"ガラス繊維強化"' },
  { syntax: 'OR / |', meaning: 'どれかを含む', example: 'PBT OR PET' },
  { syntax: '-語', meaning: 'その語を含まない', example: 'ポリアミド -難燃' },
  { syntax: '( … )', meaning: 'まとめて扱う', example: '(PA6 | PA66) 自動車' },
  {
    syntax: '* / + （J-PlatPat式）',
    meaning: '* は AND、+ は OR（* が先に結び付きます）',
    example: '(ポリプロピレン+ポリエチレン)*タルク',
  },
  { syntax: '公報番号', meaning: 'よく使う書き方はどれでも', example: 'JP 2007-031456 A' },
];

/**
 * How terms match (decision 0014), for the help under the table: Japanese as substrings like J-PlatPat,
 * English words and numbers whole.
 */
export const MATCHING_RULES: readonly string[] = [
  '日本語は J-PlatPat と同じく文字列の一部でも一致します（「プロピ」で「ポリプロピレン」）。',
  '英語は単語単位で一致し、単数・複数を区別しません（stent で stents も。consistent には一致しません）。',
  'ハイフンや空白の有無は区別しません（four-point / four point / fourpoint、non-ionic / nonionic）。',
  '数値は数値全体で一致し、単位との間の空白は問いません（5wt% と 5 wt %、427°C と 427 °C。「5質量部」は「15質量部」に一致しません）。',
  '公報番号は US 8,088,834 B2・US8088834B2・8,088,834・RE49258・H2140・JP2007031456A・特開2007-031456 などのどの書き方でも探せます。',
  '語の途中の「-」はハイフンです。除外するときは「ポリプロピレン -タルク」のように前に空白を入れます。',
];

/** Field prefixes per list (what the index can restrict a term to). */
export const FIELD_PREFIXES = {
  patents: [
    { prefix: 'title:', meaning: '発明の名称', example: 'title:樹脂組成物' },
    { prefix: 'abstract:', meaning: '要約', example: 'abstract:耐衝撃' },
    { prefix: 'claims:', meaning: '請求項', example: 'claims:曲げ弾性率' },
    { prefix: 'applicant:', meaning: '出願人（名寄せ済み）', example: 'applicant:椿山' },
    { prefix: 'ipc:', meaning: 'IPC', example: 'ipc:C08L23' },
    { prefix: 'theme:', meaning: 'テーマコード', example: 'theme:4J002' },
  ],
  products: [
    { prefix: 'title:', meaning: '製品名', example: 'title:GP' },
    { prefix: 'maker:', meaning: 'メーカー', example: 'maker:岬野' },
  ],
  materials: [{ prefix: 'title:', meaning: '素材名', example: 'title:ポリプロピレン' }],
  examples: [
    { prefix: 'title:', meaning: '実施例名・発明の名称', example: 'title:比較例' },
    { prefix: 'applicant:', meaning: '出願人（名寄せ済み）', example: 'applicant:椿山' },
    { prefix: 'ipc:', meaning: 'IPC', example: 'ipc:C08L23' },
  ],
} as const;
