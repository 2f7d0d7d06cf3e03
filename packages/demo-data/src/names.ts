/** Word lists for fictional names. None of the company names below belongs to a real company. */

/** Stems of Japanese company names: 漢字|カタカナ|romaji. */
export const COMPANY_STEMS = `
翠嶺|スイレイ|Suirei
蒼洋|ソウヨウ|Soyo
白鷺|シラサギ|Shirasagi
朱鷺野|トキノ|Tokino
紫苑|シオン|Shion
琥珀|コハク|Kohaku
玻璃|ハリ|Hari
銀嶺|ギンレイ|Ginrei
碧海|ヘキカイ|Hekikai
雪嶺|セツレイ|Setsurei
暁洋|ギョウヨウ|Gyoyo
朝凪|アサナギ|Asanagi
夕凪|ユウナギ|Yunagi
若葉台|ワカバダイ|Wakabadai
瑞雲|ズイウン|Zuiun
鳳翔|ホウショウ|Hosho
白樺|シラカバ|Shirakaba
楓林|フウリン|Furin
青磁|セイジ|Seiji
藍染|アイゾメ|Aizome
萌黄|モエギ|Moegi
翡翠|ヒスイ|Hisui
霞ヶ丘|カスミガオカ|Kasumigaoka
星彩|セイサイ|Seisai
月影|ツキカゲ|Tsukikage
深緑|シンリョク|Shinryoku
汐見|シオミ|Shiomi
潮音|チョウオン|Choon
鶴舞|ツルマイ|Tsurumai
岬野|ミサキノ|Misakino
綾瀬川|アヤセガワ|Ayasegawa
澄川|スミカワ|Sumikawa
清澄|キヨスミ|Kiyosumi
千鳥|チドリ|Chidori
巴陵|ハリョウ|Haryo
凌雲|リョウウン|Ryoun
雲雀|ヒバリ|Hibari
燕台|エンダイ|Endai
菫|スミレ|Sumire
椿山|ツバキヤマ|Tsubakiyama
桔梗|キキョウ|Kikyo
葵陵|キリョウ|Kiryo
柊|ヒイラギ|Hiiragi
楠葉|クスハ|Kusuha
槙原|マキハラ|Makihara
檜山|ヒヤマ|Hiyama
桂川|カツラガワ|Katsuragawa
梓|アズサ|Azusa
樅ノ木|モミノキ|Mominoki
蓬山|ホウザン|Hozan
天霧|アマギリ|Amagiri
天青|テンセイ|Tensei
暮雪|ボセツ|Bosetsu
東雲|シノノメ|Shinonome
曙光|ショコウ|Shoko
黎明|レイメイ|Reimei
明澄|メイチョウ|Meicho
彩雲|サイウン|Saiun
虹ノ浜|ニジノハマ|Nijinohama
水無月|ミナヅキ|Minazuki
神無月|カンナヅキ|Kannazuki
如月|キサラギ|Kisaragi
弥生台|ヤヨイダイ|Yayoidai
卯月|ウヅキ|Uzuki
葉月|ハヅキ|Hazuki
霜月|シモツキ|Shimotsuki
睦月|ムツキ|Mutsuki
白露|ハクロ|Hakuro
穀雨|コクウ|Kokuu
清明|セイメイ|Seimei
立夏|リッカ|Rikka
芒種|ボウシュ|Boshu
小満|ショウマン|Shoman
処暑|ショショ|Shosho
白鳳|ハクホウ|Hakuho
天平|テンピョウ|Tenpyo
飛鳥野|アスカノ|Asukano
嵯峨野|サガノ|Sagano
音羽|オトワ|Otowa
鳴滝|ナルタキ|Narutaki
瀬音|セオト|Seoto
奏|カナデ|Kanade
琴音|コトネ|Kotone
鈴蘭|スズラン|Suzuran
蛍火|ホタルビ|Hotarubi
蒼穹|ソウキュウ|Sokyu
碧空|ヘキクウ|Hekiku
紺碧|コンペキ|Konpeki
群青|グンジョウ|Gunjo
浅葱|アサギ|Asagi
茜|アカネ|Akane
朱雀|スザク|Suzaku
玄武|ゲンブ|Genbu
白虎|ビャッコ|Byakko
青龍|セイリュウ|Seiryu
鳳凰台|ホウオウダイ|Hoodai
瑠璃|ルリ|Ruri
珊瑚|サンゴ|Sango
真珠浜|シンジュハマ|Shinjuhama
柘榴|ザクロ|Zakuro
石英|セキエイ|Sekiei
雲海|ウンカイ|Unkai
銀河|ギンガ|Ginga
北辰|ホクシン|Hokushin
南風|ナンプウ|Nanpu
西嶺|セイレイ|Seirei
東風谷|コチヤ|Kochiya
凪沙|ナギサ|Nagisa
砂丘|サキュウ|Sakyu
岩清水|イワシミズ|Iwashimizu
湧水|ユウスイ|Yusui
氷室|ヒムロ|Himuro
霧雨|キリサメ|Kirisame
時雨|シグレ|Shigure
五月雨|サミダレ|Samidare
花筏|ハナイカダ|Hanaikada
花霞|ハナガスミ|Hanagasumi
月白|ゲッパク|Geppaku
藤波|フジナミ|Fujinami
藤袴|フジバカマ|Fujibakama
撫子|ナデシコ|Nadeshiko
竜胆|リンドウ|Rindo
山吹|ヤマブキ|Yamabuki
橘|タチバナ|Tachibana
萩ノ原|ハギノハラ|Haginohara
木蓮|モクレン|Mokuren
沈丁花|ジンチョウゲ|Jinchoge
紅梅|コウバイ|Kobai
白梅|ハクバイ|Hakubai
桜ヶ丘|サクラガオカ|Sakuragaoka
杜若|カキツバタ|Kakitsubata
菖蒲台|アヤメダイ|Ayamedai
若竹|ワカタケ|Wakatake
青嵐|セイラン|Seiran
薫風|クンプウ|Kunpu
南天|ナンテン|Nanten
万葉|マンヨウ|Manyo
高嶺|タカネ|Takane
峰雲|ミネグモ|Minegumo
大鷲|オオワシ|Owashi
隼人台|ハヤトダイ|Hayatodai
白鳥ヶ丘|シラトリガオカ|Shiratorigaoka
鴎|カモメ|Kamome
鶺鴒|セキレイ|Sekirei
翔鶴|ショウカク|Shokaku
瑞鳳|ズイホウ|Zuiho
`
  .trim()
  .split('\n')
  .map((line) => {
    const [kanji, kana, romaji] = line.split('|');
    return { kanji: kanji!, kana: kana!, romaji: romaji! };
  });

/** Foreign applicants: English name | katakana as printed in JP gazettes | country | themes. */
export const FOREIGN_COMPANIES = `
Nordvik Polymers AB|ノルドヴィック ポリマーズ アクチエボラグ|SE|polyolefin
Kestrel Advanced Materials Inc.|ケストレル アドバンスト マテリアルズ インコーポレイテッド|US|engineering-plastics epoxy
Albrecht Werkstofftechnik GmbH|アルブレヒト ヴェルクシュトッフテヒニク ゲゼルシャフト ミット ベシュレンクテル ハフツング|DE|engineering-plastics alloy
Hanseong Fine Chemical Co., Ltd.|ハンソン ファイン ケミカル カンパニー リミテッド|KR|adhesive
Jinhai New Materials Co., Ltd.|ジンハイ ニュー マテリアルズ カンパニー リミテッド|CN|battery
Lumiere Composites SAS|ルミエール コンポジット エスアーエス|FR|epoxy
Brightwater Alloys LLC|ブライトウォーター アロイズ エルエルシー|US|alloy
Saffron Energy Materials Ltd.|サフラン エナジー マテリアルズ リミテッド|GB|battery
Oberland Elastomere AG|オーバーラント エラストメーレ アクチエンゲゼルシャフト|CH|rubber
Seorin Battery Materials Co., Ltd.|ソリン バッテリー マテリアルズ カンパニー リミテッド|KR|battery
`
  .trim()
  .split('\n')
  .map((line) => {
    const [name, kana, country, themes] = line.split('|');
    return { name: name!, kana: kana!, country: country!, themes: themes!.split(' ') };
  });

/** Katakana roots of product brands (the theme adds a suffix: ルミナ + レン). */
export const BRAND_ROOTS = (
  'アルテ ベルナ クレア ソレイ リベラ ミラ ゼスタ ルミナ カルナ エスパ オルタ フィオ グラナ ヘリオ イリス ジュノ ' +
  'ケイラ ラティ メルカ ネオラ オーラ プリマ クオラ ロゼ セレナ ヴェガ ワイズ ザフィ アクシ ブレア シエロ ディオ ' +
  'エルテ ファルコ ハルモ インテ ジオ カイロ リブラ マーレ ニクス オプタ パルマ クエスタ リオン ソルテ トリア ユニタ ' +
  'ヴィオ ウェルナ ゼノ アズリ ベリオ コルナ ドルチェ エクラ フォルテ グロリ イオタ ジェム カナル ルーチェ ミスト ' +
  'オリオ ピエラ クインタ レガリ シグナ タウラ ウノス ヴァルダ ウィンダ セオラ アマネ イズミ カスケ キララ クルス ' +
  'ケセラ シズカ スフィア セピア ソラノ タクト チトセ ツムギ テトラ トワ ナユタ ニコラ ヌーベ ネリア ' +
  'ノエル ハヤテ ヒナタ フウカ ヘキサ ホマレ マドカ ミナモ ムスビ メグル モナカ ヤマビ ユイナ ヨツバ ラクア リンカ ' +
  'レイア ロータ ワカバ アイナ イブキ ウララ エニシ オボロ カガリ キズナ クオン ケヤキ コダマ サザナ ' +
  'シラネ セツナ ソヨカ タマユ チアキ ツバサ テルハ トモエ ナギハ ニイナ ノゾミ ハルカ ヒビカ フタバ ' +
  'ヘイワ ホノカ マシロ ミツハ ムツミ メイカ'
).split(' ');

/** Common Japanese family names (for inventors). */
export const FAMILY_NAMES = (
  '佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 斎藤 清水 山崎 森 ' +
  '池田 橋本 阿部 石川 山下 中島 石井 小川 前田 岡田 長谷川 藤田 後藤 近藤 村上 遠藤 青木 坂本 斉藤 福田 太田 ' +
  '西村 藤井 金子 岡本 藤原 中野 三浦 原田 中川 松田 竹内 小野 田村 中山 和田 石田 森田 上田 原 内田 柴田 酒井 ' +
  '宮崎 横山 高木 安藤 宮本 大野 小島 谷口 今井 工藤 高田 増田 丸山 杉山 村田 大塚 小山 平野 藤本 河野 上野 野口 ' +
  '武田 松井 千葉 岩崎 菅原 木下 久保 佐野 野村 松尾 市川 菊地 杉本 古川 大西 島田 水野 桜井 高野 渡部 吉川 山内 ' +
  '西田 飯田 菊池 西川 小松 北村 安田 五十嵐 川口 平田 関 中田 久保田 服部 東 岩田 土屋 川崎 福島 本田 辻 樋口'
).split(' ');

export const GIVEN_NAMES = (
  '健太 翔太 大輔 拓也 直樹 哲也 和也 達也 隆 誠 浩 修 聡 亮 剛 学 智之 博之 雅之 浩二 健一 正樹 英樹 秀樹 ' +
  '大介 慎一 俊介 健二 康弘 孝之 浩一 裕介 悠 陽介 雄一 洋平 貴之 亮介 一郎 信也 祐一 真一 克也 賢治 敏之 ' +
  '優子 恵子 由美 裕子 真由美 智子 美穂 直子 麻衣 彩 愛 舞 香織 久美子 陽子 明美 千尋 沙織 理恵 奈緒 ' +
  '美咲 彩花 遥 葵 結衣 真理 紀子 典子 京子 史子 翔 蓮 湊 悠真 陽翔 大和 颯 駿 航 匠 拓海 海斗 ' +
  '光 徹 淳 豊 実 稔 昇 進 茂 勉'
).split(' ');
