import type { ClassificationRecord } from '@app/contract/interchange';
import { ALL_SYSTEMS } from './themes.js';

/**
 * Classification records for every IPC symbol and F-term theme the demo patents use. The Japanese titles
 * are short descriptions written for this dataset (not the official IPC/F-term wording).
 */
const IPC_TITLES: Record<string, string> = {
  'C08L23/08': 'エチレンと他のオレフィンとの共重合体の組成物',
  'C08L23/10': 'プロピレンの単独重合体又は共重合体の組成物',
  'C08L23/12': 'ポリプロピレンの組成物',
  'C08L23/16': 'エチレン-プロピレン(-ジエン)共重合体の組成物',
  'C08L51/06': '脂肪族炭化水素重合体へのグラフト重合体の組成物',
  'C08L63/00': 'エポキシ樹脂の組成物',
  'C08L63/04': 'エポキシノボラックの組成物',
  'C08L67/02': 'ジカルボン酸とジヒドロキシ化合物から得られるポリエステルの組成物',
  'C08L77/02': 'アミノカルボン酸又はラクタムから得られるポリアミドの組成物',
  'C08L77/06': 'ジアミンとジカルボン酸から得られるポリアミドの組成物',
  'C08L81/02': 'ポリチオエーテル(ポリフェニレンスルフィド等)の組成物',
  'C08L9/00': '共役ジエン系ゴムの組成物',
  'C08L9/02': 'アクリロニトリル-ブタジエン共重合ゴムの組成物',
  'C08L9/06': 'スチレン-ブタジエン共重合ゴムの組成物',
  'C08K3/00': '無機配合成分の使用',
  'C08K3/04': '炭素(カーボンブラック等)の使用',
  'C08K3/06': '硫黄の使用',
  'C08K3/22': '金属の酸化物又は水酸化物の使用',
  'C08K3/34': 'ケイ素含有化合物(タルク等)の使用',
  'C08K3/36': 'シリカの使用',
  'C08K5/00': '有機配合成分の使用',
  'C08K5/0066': '難燃剤',
  'C08K5/0083': '造核剤',
  'C08K5/01': '炭化水素(プロセスオイル等)の使用',
  'C08K5/03': 'ハロゲン化芳香族化合物の使用',
  'C08K5/10': 'カルボン酸エステル(可塑剤等)の使用',
  'C08K5/14': '過酸化物の使用',
  'C08K5/3492': 'トリアジン化合物の使用',
  'C08K5/47': 'チアゾール化合物の使用',
  'C08K5/521': 'リン酸エステルの使用',
  'C08K5/5313': 'ホスフィン酸化合物の使用',
  'C08K7/14': 'ガラス繊維の使用',
  'C08G18/48': 'ポリエーテルポリオールを用いるポリウレタン',
  'C08G18/66': '低分子量の活性水素化合物(鎖延長剤)を併用するポリウレタン',
  'C08G18/76': '芳香族ポリイソシアネートを用いるポリウレタン',
  'C08G59/40': 'エポキシ樹脂の硬化剤',
  'C08G59/42': '多価カルボン酸又はその無水物による硬化',
  'C08G59/50': 'アミンによる硬化',
  'C08G59/68': 'エポキシ樹脂の硬化触媒',
  'C08J5/00': '高分子物質を含む成形品の製造',
  'C08J5/04': '繊維状材料による高分子物質の強化',
  'C09J7/02': '担体上の接着剤(接着テープ)',
  'C09J11/04': '無機添加剤を含む接着剤',
  'C09J11/08': '高分子添加剤を含む接着剤',
  'C09J133/00': 'アクリル系重合体に基づく接着剤',
  'C09J133/06': 'エステル基を有するアクリル系重合体に基づく接着剤',
  'C09J133/08': 'アクリル酸エステル重合体に基づく接着剤',
  'C09J175/04': 'ポリウレタン系接着剤',
  'C09K3/10': 'シール材料',
  'C22C9/02': 'スズを含む銅合金',
  'C22C9/04': '亜鉛を含む銅合金',
  'C22C9/06': 'ニッケル又はコバルトを含む銅合金',
  'C22C9/10': 'ケイ素を含む銅合金',
  'C22C14/00': 'チタン基合金',
  'C22C21/00': 'アルミニウム基合金',
  'C22C21/02': 'ケイ素を含むアルミニウム合金',
  'C22C21/06': 'マグネシウムを含むアルミニウム合金',
  'C22C21/10': '亜鉛を含むアルミニウム合金',
  'C22F1/00': '非鉄金属又は合金の熱処理・加工による組織の変化',
  'C22F1/04': 'アルミニウム又はその合金の熱処理',
  'C22F1/05': 'Al-Mg-Si系合金の熱処理',
  'C22F1/08': '銅又はその合金の熱処理',
  'C22F1/18': '高融点金属(チタン等)又はその合金の熱処理',
  'B60R19/03': 'バンパーの材料',
  'F16J15/10': '非金属パッキンによるシール',
  'H01L23/29': '半導体装置の封止材料',
  'H01M4/13': '非水電解質二次電池の電極',
  'H01M4/131': '酸化物系活物質を用いる非水電解質二次電池の電極',
  'H01M4/133': '炭素質活物質を用いる非水電解質二次電池の電極',
  'H01M4/134': '金属・合金系活物質を用いる非水電解質二次電池の電極',
  'H01M4/136': 'リン酸塩等の無機化合物系活物質を用いる電極',
  'H01M4/36': '活物質の選択',
  'H01M4/38': '元素又は合金からなる活物質',
  'H01M4/505': 'マンガンを含む複合酸化物の活物質',
  'H01M4/525': 'ニッケル・コバルトを含む複合酸化物の活物質',
  'H01M4/58': '酸化物以外の無機化合物の活物質',
  'H01M4/5825': 'リン酸塩系活物質(リン酸鉄リチウム等)',
  'H01M4/587': '炭素質材料(黒鉛等)の活物質',
  'H01M4/62': '活物質用の不活性成分(バインダー・導電材)',
  'H01M10/0525': 'リチウムイオン二次電池',
};

const THEME_TITLES: Record<string, string> = {
  '4J002': '高分子組成物',
  '4J004': '接着テープ',
  '4J036': 'エポキシ樹脂',
  '4J040': '接着剤、接着方法',
  '5H029': '二次電池(その他の蓄電池)',
  '5H050': '電池の電極及び活物質',
};

export function ipcTitle(code: string): string | undefined {
  return IPC_TITLES[code];
}

export function classificationRecords(): ClassificationRecord[] {
  const ipc = new Set<string>();
  const themes = new Set<string>();
  for (const system of ALL_SYSTEMS) {
    for (const code of [...system.ipcMain, ...system.ipcExtra]) ipc.add(code);
    for (const code of system.themes) themes.add(code);
  }
  const records: ClassificationRecord[] = [];
  for (const code of [...ipc].sort()) {
    const title = IPC_TITLES[code];
    if (!title) throw new Error(`no title for IPC ${code}`);
    const [subclass, group] = code.split(/(?<=^[A-H]\d{2}[A-Z])/);
    const main = `${subclass!}${group!.split('/')[0]!}/00`;
    records.push({
      type: 'classification',
      id: `ipc:${code}`,
      source: 'demo',
      scheme: 'ipc',
      code,
      title,
      ...(main !== code ? { parentCode: main } : {}),
    });
  }
  for (const code of [...themes].sort()) {
    records.push({
      type: 'classification',
      id: `fterm-theme:${code}`,
      source: 'demo',
      scheme: 'fterm-theme',
      code,
      title: THEME_TITLES[code]!,
    });
  }
  return records;
}
