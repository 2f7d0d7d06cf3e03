import type { CategoryRecord } from '@app/contract/interchange';

/** The product category tree (`products/categories`): [id, 日本語名, English name, parent id]. */
const TREE: readonly (readonly [string, string, string, string | null])[] = [
  ['cat-resin', '樹脂', 'resins', null],
  ['cat-commodity', '汎用樹脂', 'commodity plastics', 'cat-resin'],
  ['cat-pp', 'ポリプロピレン', 'polypropylene', 'cat-commodity'],
  ['cat-pp-compound', 'ポリプロピレンコンパウンド', 'polypropylene compounds', 'cat-commodity'],
  ['cat-pe', 'ポリエチレン', 'polyethylene', 'cat-commodity'],
  ['cat-engineering-plastics', 'エンジニアリングプラスチック', 'engineering plastics', 'cat-resin'],
  ['cat-pa', 'ポリアミド', 'polyamides', 'cat-engineering-plastics'],
  ['cat-pbt', 'ポリブチレンテレフタレート', 'PBT', 'cat-engineering-plastics'],
  [
    'cat-super-engineering-plastics',
    'スーパーエンジニアリングプラスチック',
    'super engineering plastics',
    'cat-resin',
  ],
  ['cat-pps', 'ポリフェニレンスルフィド', 'PPS', 'cat-super-engineering-plastics'],
  ['cat-thermoset', '熱硬化性樹脂', 'thermosets', 'cat-resin'],
  ['cat-epoxy-resin', 'エポキシ樹脂', 'epoxy resins', 'cat-thermoset'],
  [
    'cat-epoxy-hardener',
    'エポキシ樹脂用硬化剤・硬化促進剤',
    'epoxy hardeners and accelerators',
    'cat-thermoset',
  ],
  [
    'cat-epoxy-compound',
    'エポキシ樹脂組成物(注型・封止・複合材料用)',
    'formulated epoxy systems',
    'cat-thermoset',
  ],
  ['cat-rubber', 'ゴム・エラストマー', 'rubbers and elastomers', null],
  ['cat-synthetic-rubber', '合成ゴム', 'synthetic rubbers', 'cat-rubber'],
  ['cat-epdm', 'EPDM', 'EPDM', 'cat-synthetic-rubber'],
  ['cat-nbr', 'NBR', 'NBR', 'cat-synthetic-rubber'],
  ['cat-sbr', 'SBR・BR', 'SBR and BR', 'cat-synthetic-rubber'],
  ['cat-rubber-compound', 'ゴムコンパウンド', 'rubber compounds', 'cat-rubber'],
  ['cat-olefin-elastomer', 'オレフィン系エラストマー', 'olefinic elastomers', 'cat-rubber'],
  ['cat-adhesives', '接着剤・粘着剤', 'adhesives', null],
  ['cat-structural-adhesive', '構造用接着剤', 'structural adhesives', 'cat-adhesives'],
  ['cat-psa', '粘着剤・粘着テープ', 'pressure-sensitive adhesives and tapes', 'cat-adhesives'],
  ['cat-adhesive-raw', '接着剤・粘着剤原料', 'adhesive raw materials', 'cat-adhesives'],
  ['cat-additives', '添加剤・充填材', 'additives and fillers', null],
  ['cat-inorganic-filler', '無機充填材', 'inorganic fillers', 'cat-additives'],
  ['cat-reinforcing-fiber', 'ガラス繊維・強化繊維', 'reinforcing fibres', 'cat-additives'],
  ['cat-flame-retardant', '難燃剤', 'flame retardants', 'cat-additives'],
  ['cat-carbon-black', 'カーボンブラック', 'carbon black', 'cat-additives'],
  ['cat-plasticiser', '可塑剤・プロセスオイル', 'plasticisers and process oils', 'cat-additives'],
  ['cat-vulcanising-agent', '加硫剤・加硫促進剤', 'vulcanising agents and accelerators', 'cat-additives'],
  ['cat-nucleating-agent', '造核剤', 'nucleating agents', 'cat-additives'],
  ['cat-modifier', '相溶化剤・改質剤', 'compatibilisers and modifiers', 'cat-additives'],
  ['cat-battery', '電池材料', 'battery materials', null],
  ['cat-cathode', '正極活物質', 'cathode active materials', 'cat-battery'],
  ['cat-anode', '負極活物質', 'anode active materials', 'cat-battery'],
  ['cat-conductive-agent', '導電助剤', 'conductive additives', 'cat-battery'],
  ['cat-binder', 'バインダー', 'binders', 'cat-battery'],
  ['cat-metal', '金属材料', 'metals', null],
  ['cat-al-alloy', 'アルミニウム合金', 'aluminium alloys', 'cat-metal'],
  ['cat-al-6000', '6000系アルミニウム合金', '6000 series aluminium alloys', 'cat-al-alloy'],
  ['cat-al-7000', '7000系アルミニウム合金', '7000 series aluminium alloys', 'cat-al-alloy'],
  ['cat-cu-alloy', '銅合金', 'copper alloys', 'cat-metal'],
  ['cat-cu-precipitation', '析出強化型銅合金', 'precipitation-hardened copper alloys', 'cat-cu-alloy'],
  ['cat-phosphor-bronze', 'りん青銅', 'phosphor bronze', 'cat-cu-alloy'],
  ['cat-brass', '黄銅', 'brass', 'cat-cu-alloy'],
  ['cat-ti-alloy', 'チタン合金', 'titanium alloys', 'cat-metal'],
];

export function categoryRecords(): CategoryRecord[] {
  const order = new Map<string | null, number>();
  return TREE.map(([id, name, nameEn, parentId]) => {
    const position = (order.get(parentId) ?? 0) + 1;
    order.set(parentId, position);
    return { type: 'category', id, source: 'demo', name, nameEn, parentId, order: position };
  });
}
