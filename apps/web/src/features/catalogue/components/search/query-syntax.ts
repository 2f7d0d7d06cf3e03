/** The keyword syntax of decisions §6 as the list pages explain it, with an example of each rule. */
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
} as const;
