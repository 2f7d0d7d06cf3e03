import type { MaterialCategory, MaterialRecord, PropertyValue } from '@app/contract/interchange';
import { propertyDef } from './properties.js';

/**
 * The material catalogue (素材) of the demo dataset. One line per material:
 * `id | 日本語名 | English name | category | CAS | aliases (;) | typical properties (property=value, …)`.
 * CAS numbers are given only where they are certain; generic or proprietary materials (grades of
 * ethylene copolymers, modified resins, composite active materials) have none.
 */
const TABLE = `
pp-homo|ホモポリプロピレン|propylene homopolymer|polymer|9003-07-0|PP;ポリプロピレン;PP-H;プロピレン単独重合体;polypropylene;ホモPP|density=0.905,mfr=10,flexural-modulus=1650,melting-point=165
pp-block|ブロックポリプロピレン|propylene block copolymer|polymer||PP;ポリプロピレン;プロピレン-エチレンブロック共重合体;インパクトコポリマー;ICP;ブロックPP;PP-B|density=0.90,mfr=30,flexural-modulus=1150
pp-random|ランダムポリプロピレン|propylene random copolymer|polymer||PP-R;プロピレン-エチレンランダム共重合体;ランダムPP|density=0.90,mfr=7
hdpe|高密度ポリエチレン|high-density polyethylene|polymer|9002-88-4|HDPE;PE;ポリエチレン;polyethylene|density=0.955,mfr=5
ldpe|低密度ポリエチレン|low-density polyethylene|polymer|9002-88-4|LDPE;高圧法低密度ポリエチレン|density=0.92,mfr=2
lldpe|直鎖状低密度ポリエチレン|linear low-density polyethylene|polymer||LLDPE;L-LDPE|density=0.92,mfr=2
pa6|ポリアミド6|polyamide 6|polymer|25038-54-4|PA6;ナイロン6;6-ナイロン;nylon 6|density=1.13,melting-point=225
pa66|ポリアミド66|polyamide 66|polymer|32131-17-2|PA66;ナイロン66;6,6-ナイロン;nylon 66;ポリヘキサメチレンアジパミド|density=1.14,melting-point=263
pa46|ポリアミド46|polyamide 46|polymer||PA46;ナイロン46|density=1.18,melting-point=295
pa6t|ポリアミド6T|polyamide 6T|polymer||PA6T;半芳香族ポリアミド|density=1.17
pa9t|ポリアミド9T|polyamide 9T|polymer||PA9T|density=1.14
pa12|ポリアミド12|polyamide 12|polymer|24937-16-4|PA12;ナイロン12|density=1.01
pa610|ポリアミド610|polyamide 610|polymer||PA610;ナイロン610|density=1.08
pbt|ポリブチレンテレフタレート|poly(butylene terephthalate)|polymer|24968-12-5|PBT;PBT樹脂;ポリブチレンテレフタレート樹脂|density=1.31,melting-point=224
pet|ポリエチレンテレフタレート|poly(ethylene terephthalate)|polymer|25038-59-9|PET;PET樹脂|density=1.38,melting-point=255
pps|ポリフェニレンスルフィド|poly(phenylene sulfide)|polymer||PPS;ポリフェニレンサルファイド;PPS樹脂|density=1.35,melting-point=280
pc|ポリカーボネート|polycarbonate|polymer|25037-45-0|PC;ビスフェノールA型ポリカーボネート|density=1.20
pom|ポリアセタール|polyoxymethylene|polymer|9002-81-7|POM;ポリオキシメチレン;アセタール樹脂|density=1.41
abs|ABS樹脂|acrylonitrile-butadiene-styrene copolymer|polymer|9003-56-9|ABS;アクリロニトリル-ブタジエン-スチレン共重合体|density=1.05
ps|ポリスチレン|polystyrene|polymer|9003-53-6|PS;GPPS|density=1.05
pmma|ポリメタクリル酸メチル|poly(methyl methacrylate)|polymer|9011-14-7|PMMA;アクリル樹脂;メタクリル樹脂|density=1.19
ppe|変性ポリフェニレンエーテル|modified poly(phenylene ether)|polymer||m-PPE;変性PPE;PPO|density=1.06
lcp|液晶ポリマー|liquid crystal polymer|polymer||LCP;液晶ポリエステル|density=1.40
peek|ポリエーテルエーテルケトン|poly(ether ether ketone)|polymer||PEEK|density=1.30
pvc|ポリ塩化ビニル|poly(vinyl chloride)|polymer|9002-86-2|PVC;塩ビ;塩化ビニル樹脂|density=1.40
epoxy-bisa|ビスフェノールA型エポキシ樹脂|bisphenol A epoxy resin|polymer|25068-38-6|BPA型エポキシ樹脂;DGEBA;液状エポキシ樹脂;ビスA型エポキシ|epoxy-equivalent=189,viscosity=13
epoxy-bisa-solid|固形ビスフェノールA型エポキシ樹脂|solid bisphenol A epoxy resin|polymer|25068-38-6|固形エポキシ樹脂;BPA型固形エポキシ|epoxy-equivalent=475
epoxy-bisf|ビスフェノールF型エポキシ樹脂|bisphenol F epoxy resin|polymer||BPF型エポキシ樹脂;ビスF型エポキシ|epoxy-equivalent=170,viscosity=3.5
epoxy-phenol-novolac|フェノールノボラック型エポキシ樹脂|phenol novolac epoxy resin|polymer||EPN;ノボラック型エポキシ樹脂|epoxy-equivalent=178
epoxy-cresol-novolac|クレゾールノボラック型エポキシ樹脂|cresol novolac epoxy resin|polymer||ECN;o-クレゾールノボラック型エポキシ樹脂|epoxy-equivalent=200
epoxy-biphenyl|ビフェニル型エポキシ樹脂|biphenyl epoxy resin|polymer||ビフェニル型エポキシ|epoxy-equivalent=192
epoxy-naphthalene|ナフタレン型エポキシ樹脂|naphthalene epoxy resin|polymer||ナフタレン骨格エポキシ樹脂|epoxy-equivalent=145
epoxy-alicyclic|脂環式エポキシ樹脂|cycloaliphatic epoxy resin|polymer|2386-87-0|3,4-エポキシシクロヘキシルメチル-3',4'-エポキシシクロヘキサンカルボキシレート;脂環式エポキシ|epoxy-equivalent=130
epoxy-tgddm|テトラグリシジルジアミノジフェニルメタン|tetraglycidyl diaminodiphenylmethane|polymer|28768-32-3|TGDDM;グリシジルアミン型エポキシ樹脂|epoxy-equivalent=120
mthpa|メチルテトラヒドロ無水フタル酸|methyltetrahydrophthalic anhydride|curing_agent|11070-44-3|MTHPA;酸無水物系硬化剤;メチルテトラヒドロフタル酸無水物|viscosity=0.06
mhhpa|メチルヘキサヒドロ無水フタル酸|methylhexahydrophthalic anhydride|curing_agent|25550-51-0|MHHPA;酸無水物系硬化剤|viscosity=0.06
hhpa|ヘキサヒドロ無水フタル酸|hexahydrophthalic anhydride|curing_agent|85-42-7|HHPA
nma|無水メチルナジック酸|methyl nadic anhydride|curing_agent|25134-21-8|NMA;メチルナジック酸無水物
dds|4,4'-ジアミノジフェニルスルホン|4,4'-diaminodiphenyl sulfone|curing_agent|80-08-0|DDS;44DDS;芳香族アミン系硬化剤;ジアミノジフェニルスルホン
ddm|4,4'-ジアミノジフェニルメタン|4,4'-diaminodiphenylmethane|curing_agent|101-77-9|DDM;MDA;ジアミノジフェニルメタン
dicy|ジシアンジアミド|dicyandiamide|curing_agent|461-58-5|DICY;ジシアンジアミド系潜在性硬化剤
deta|ジエチレントリアミン|diethylenetriamine|curing_agent|111-40-0|DETA;脂肪族アミン
teta|トリエチレンテトラミン|triethylenetetramine|curing_agent|112-24-3|TETA
ipda|イソホロンジアミン|isophoronediamine|curing_agent|2855-13-2|IPDA;脂環式アミン
mxda|メタキシリレンジアミン|m-xylylenediamine|curing_agent|1477-55-0|MXDA
detda|ジエチルトルエンジアミン|diethyltoluenediamine|curing_agent|68479-98-1|DETDA;液状芳香族アミン
phenol-novolac|フェノールノボラック樹脂|phenol novolac resin|curing_agent|9003-35-4|フェノール樹脂硬化剤;PN
polyamidoamine|ポリアミドアミン|polyamidoamine|curing_agent||ポリアミド系硬化剤
imidazole-2e4mz|2-エチル-4-メチルイミダゾール|2-ethyl-4-methylimidazole|accelerator|931-36-2|2E4MZ;イミダゾール系硬化促進剤
imidazole-2mz|2-メチルイミダゾール|2-methylimidazole|accelerator|693-98-1|2MZ
imidazole-2pz|2-フェニルイミダゾール|2-phenylimidazole|accelerator|670-96-2|2PZ
imidazole-1b2mz|1-ベンジル-2-メチルイミダゾール|1-benzyl-2-methylimidazole|accelerator|13750-62-4|1B2MZ
tpp-phosphine|トリフェニルホスフィン|triphenylphosphine|accelerator|603-35-0|TPP;リン系硬化促進剤
dbu|1,8-ジアザビシクロ[5.4.0]ウンデセン-7|1,8-diazabicyclo[5.4.0]undec-7-ene|accelerator|6674-22-2|DBU
bdma|ベンジルジメチルアミン|benzyldimethylamine|accelerator|103-83-3|BDMA;三級アミン
dmp30|2,4,6-トリス(ジメチルアミノメチル)フェノール|2,4,6-tris(dimethylaminomethyl)phenol|accelerator|90-72-2|DMP-30
cbs|N-シクロヘキシル-2-ベンゾチアゾリルスルフェンアミド|N-cyclohexyl-2-benzothiazolesulfenamide|accelerator|95-33-0|CBS;スルフェンアミド系加硫促進剤;CZ
tbbs|N-tert-ブチル-2-ベンゾチアゾリルスルフェンアミド|N-tert-butyl-2-benzothiazolesulfenamide|accelerator|95-31-8|TBBS;NS
mbts|ジ-2-ベンゾチアゾリルジスルフィド|dibenzothiazolyl disulfide|accelerator|120-78-5|MBTS;DM;チアゾール系加硫促進剤
mbt|2-メルカプトベンゾチアゾール|2-mercaptobenzothiazole|accelerator|149-30-4|MBT;M
tmtd|テトラメチルチウラムジスルフィド|tetramethylthiuram disulfide|accelerator|137-26-8|TMTD;TT;チウラム系加硫促進剤
tmtm|テトラメチルチウラムモノスルフィド|tetramethylthiuram monosulfide|accelerator|97-74-5|TMTM;TS
zdbc|ジブチルジチオカルバミン酸亜鉛|zinc dibutyldithiocarbamate|accelerator|136-23-2|ZDBC;BZ;ジチオカルバミン酸塩系加硫促進剤
dpg|1,3-ジフェニルグアニジン|1,3-diphenylguanidine|accelerator|102-06-7|DPG;D;グアニジン系加硫促進剤
sulfur|硫黄|sulfur|curing_agent|7704-34-9|粉末硫黄;加硫剤;S
sulfur-insoluble|不溶性硫黄|insoluble sulfur|curing_agent|9035-99-8|ポリマー硫黄
dcp|ジクミルパーオキサイド|dicumyl peroxide|curing_agent|80-43-3|DCP;有機過酸化物;パーオキサイド架橋剤
dtbph|2,5-ジメチル-2,5-ジ(t-ブチルパーオキシ)ヘキサン|2,5-dimethyl-2,5-di(tert-butylperoxy)hexane|curing_agent|78-63-7|有機過酸化物
taic|トリアリルイソシアヌレート|triallyl isocyanurate|curing_agent|1025-15-6|TAIC;共架橋剤
zno|酸化亜鉛|zinc oxide|additive|1314-13-2|亜鉛華;ZnO;加硫促進助剤
stearic-acid|ステアリン酸|stearic acid|additive|57-11-4|加工助剤
epdm|エチレン・プロピレン・ジエンゴム|ethylene-propylene-diene rubber|elastomer|25038-36-2|EPDM;EPT;エチレン-プロピレン-ジエン共重合体;エチレンプロピレンゴム|mooney-viscosity=50,density=0.87
nbr|アクリロニトリル・ブタジエンゴム|acrylonitrile-butadiene rubber|elastomer|9003-18-3|NBR;ニトリルゴム;アクリロニトリル-ブタジエン共重合ゴム|mooney-viscosity=56,density=0.98
hnbr|水素化ニトリルゴム|hydrogenated nitrile rubber|elastomer||HNBR;水添NBR
sbr|スチレン・ブタジエンゴム|styrene-butadiene rubber|elastomer|9003-55-8|SBR;E-SBR;スチレン-ブタジエン共重合ゴム|mooney-viscosity=52,density=0.94
sbr-solution|溶液重合スチレン・ブタジエンゴム|solution-polymerised SBR|elastomer|9003-55-8|S-SBR;溶液重合SBR
br|ブタジエンゴム|butadiene rubber|elastomer|9003-17-2|BR;ポリブタジエン;ハイシスBR|mooney-viscosity=44,density=0.91
nr|天然ゴム|natural rubber|elastomer|9006-04-6|NR;RSS;TSR
ir|イソプレンゴム|isoprene rubber|elastomer|9003-31-0|IR;合成天然ゴム
chloroprene|クロロプレンゴム|chloroprene rubber|elastomer|9010-98-4|CR;ポリクロロプレン
iir|ブチルゴム|butyl rubber|elastomer|9010-85-9|IIR
acm|アクリルゴム|acrylic rubber|elastomer||ACM
fkm|フッ素ゴム|fluoroelastomer|elastomer||FKM;ビニリデンフルオライド系フッ素ゴム
silicone-rubber|シリコーンゴム|silicone rubber|elastomer||VMQ;ミラブル型シリコーンゴム
eor|エチレン-オクテン共重合体|ethylene-octene copolymer|elastomer|26221-73-8|EOR;エチレン・1-オクテン共重合体;エチレン-α-オレフィン共重合体;POE;オレフィン系エラストマー|density=0.87,mfr=5,hardness-shore-a=75
ebr|エチレン-ブテン共重合体|ethylene-butene copolymer|elastomer|25087-34-7|EBR;エチレン・1-ブテン共重合体;エチレン-α-オレフィン共重合体|density=0.87,mfr=3,hardness-shore-a=70
epr|エチレン-プロピレン共重合ゴム|ethylene-propylene rubber|elastomer|9010-79-1|EPR;EPM;エチレンプロピレンゴム|density=0.86,mooney-viscosity=40
sebs|スチレン-エチレン/ブチレン-スチレンブロック共重合体|SEBS block copolymer|elastomer|66070-58-4|SEBS;水添スチレン系熱可塑性エラストマー|density=0.90
seps|スチレン-エチレン/プロピレン-スチレンブロック共重合体|SEPS block copolymer|elastomer||SEPS
tpv|動的架橋型オレフィン系熱可塑性エラストマー|thermoplastic vulcanizate|elastomer||TPV;動的架橋TPO
csr|コアシェルゴム粒子|core-shell rubber particles|toughener||CSR;コアシェル型ゴム;コアシェルゴム;コアシェル型強靱化剤
ctbn|カルボキシ末端ブタジエン-アクリロニトリル共重合体|carboxyl-terminated butadiene-acrylonitrile|toughener|68891-46-3|CTBN;液状ゴム
mbs|メタクリル酸メチル-ブタジエン-スチレン共重合体|MBS impact modifier|toughener|25053-09-2|MBS;MBS系耐衝撃改質剤
talc|タルク|talc|filler|14807-96-6|滑石;含水ケイ酸マグネシウム;talc|density=2.75,particle-size-d50=5
talc-fine|微粉タルク|fine talc|filler|14807-96-6|微粒子タルク;高アスペクトタルク;タルク|density=2.75,particle-size-d50=2
caco3-ground|重質炭酸カルシウム|ground calcium carbonate|filler|471-34-1|炭酸カルシウム;炭カル;GCC|density=2.7,particle-size-d50=3
caco3-precipitated|軽質炭酸カルシウム|precipitated calcium carbonate|filler|471-34-1|沈降性炭酸カルシウム;PCC;膠質炭酸カルシウム|density=2.6
mica|マイカ|mica|filler|12001-26-2|雲母;白雲母|density=2.8
wollastonite|ワラストナイト|wollastonite|filler|13983-17-0|ケイ酸カルシウム針状フィラー|density=2.9
kaolin|カオリン|kaolin|filler|1332-58-7|カオリンクレー;焼成カオリン|density=2.6
baso4|硫酸バリウム|barium sulfate|filler|7727-43-7|沈降性硫酸バリウム;バライト|density=4.4
silica-fused|溶融シリカ|fused silica|filler|60676-86-0|溶融球状シリカ;球状シリカ;シリカ;非晶質シリカ|density=2.2,particle-size-d50=15
silica-crystalline|結晶シリカ|crystalline silica|filler|14808-60-7|結晶性シリカ;石英粉|density=2.65
silica-fumed|ヒュームドシリカ|fumed silica|filler|112945-52-5|煙霧質シリカ;親水性ヒュームドシリカ|specific-surface-area=200
alumina|アルミナ|alumina|filler|1344-28-1|酸化アルミニウム;球状アルミナ;Al2O3|density=3.9
boron-nitride|窒化ホウ素|boron nitride|filler|10043-11-5|BN;六方晶窒化ホウ素;h-BN|density=2.27
aln|窒化アルミニウム|aluminium nitride|filler|24304-00-5|AlN|density=3.26
mgo|酸化マグネシウム|magnesium oxide|filler|1309-48-4|マグネシア;MgO
glass-beads|ガラスビーズ|glass beads|filler|65997-17-3|中実ガラスビーズ;ガラス球
glass-flake|ガラスフレーク|glass flakes|filler|65997-17-3|鱗片状ガラス
diatomite|珪藻土|diatomaceous earth|filler|61790-53-2|ケイソウ土
cb-n110|カーボンブラック N110|carbon black N110|filler|1333-86-4|カーボンブラック;CB;SAF;SAF級カーボンブラック|iodine-adsorption=145,dbp-absorption=113
cb-n220|カーボンブラック N220|carbon black N220|filler|1333-86-4|カーボンブラック;CB;ISAF;ISAF級カーボンブラック|iodine-adsorption=121,dbp-absorption=114
cb-n330|カーボンブラック N330|carbon black N330|filler|1333-86-4|カーボンブラック;CB;HAF;HAF級カーボンブラック|iodine-adsorption=82,dbp-absorption=102
cb-n550|カーボンブラック N550|carbon black N550|filler|1333-86-4|カーボンブラック;CB;FEF;FEF級カーボンブラック|iodine-adsorption=43,dbp-absorption=121
cb-n660|カーボンブラック N660|carbon black N660|filler|1333-86-4|カーボンブラック;CB;GPF;GPF級カーボンブラック|iodine-adsorption=36,dbp-absorption=90
cb-n774|カーボンブラック N774|carbon black N774|filler|1333-86-4|カーボンブラック;CB;SRF;SRF級カーボンブラック|iodine-adsorption=29,dbp-absorption=72
gf-chopped|チョップドガラス繊維|chopped glass fibre|reinforcement|65997-17-3|GF;ガラス繊維;ガラスファイバー;チョップドストランド;glass fiber|density=2.55,particle-size-d50=13
gf-long|長繊維ガラス|long glass fibre|reinforcement|65997-17-3|GF;ガラス繊維;ガラスロービング;長繊維強化用ガラス|density=2.55,particle-size-d50=17
gf-flat|扁平断面ガラス繊維|flat glass fibre|reinforcement|65997-17-3|GF;ガラス繊維;異形断面ガラス繊維|density=2.55
glass-milled|ミルドガラスファイバー|milled glass fibre|reinforcement|65997-17-3|ミルドファイバー;MF|density=2.55
carbon-fibre|炭素繊維|carbon fibre|reinforcement|7440-44-0|CF;カーボンファイバー;PAN系炭素繊維;carbon fiber|density=1.8
aramid-fibre|アラミド繊維|aramid fibre|reinforcement|24938-64-5|パラ系アラミド繊維;ポリパラフェニレンテレフタルアミド繊維
basalt-fibre|バサルト繊維|basalt fibre|reinforcement||玄武岩繊維
cnf|セルロースナノファイバー|cellulose nanofibre|reinforcement|9004-34-6|CNF;ナノセルロース
br-ps|臭素化ポリスチレン|brominated polystyrene|flame_retardant|88497-56-7|臭素系難燃剤;Br-PS;BrPS|density=2.1
dbdpe|デカブロモジフェニルエタン|decabromodiphenyl ethane|flame_retardant|84852-53-9|DBDPE;臭素系難燃剤|density=3.0
tbba|テトラブロモビスフェノールA|tetrabromobisphenol A|flame_retardant|79-94-7|TBBA;TBBPA;臭素系難燃剤
br-epoxy|臭素化エポキシ樹脂|brominated epoxy resin|flame_retardant||臭素化エポキシ;臭素系難燃剤
sb2o3|三酸化アンチモン|antimony trioxide|flame_retardant|1309-64-4|酸化アンチモン;難燃助剤;Sb2O3|density=5.2
al-phosphinate|ジエチルホスフィン酸アルミニウム|aluminium diethylphosphinate|flame_retardant|225789-38-8|ホスフィン酸金属塩;ホスフィン酸アルミニウム;リン系難燃剤;ノンハロゲン難燃剤|density=1.35
mpp|ポリリン酸メラミン|melamine polyphosphate|flame_retardant|218768-84-4|MPP;メラミンポリホスフェート;窒素-リン系難燃剤
mc|メラミンシアヌレート|melamine cyanurate|flame_retardant|37640-57-6|MC;メラミンシアヌル酸塩;窒素系難燃剤
app|ポリリン酸アンモニウム|ammonium polyphosphate|flame_retardant|68333-79-9|APP;ポリりん酸アンモニウム
zinc-borate|ホウ酸亜鉛|zinc borate|flame_retardant|1332-07-6|ほう酸亜鉛;難燃助剤
red-phosphorus|赤リン|red phosphorus|flame_retardant|7723-14-0|赤燐;被覆赤リン
rdp|レゾルシノールビス(ジフェニルホスフェート)|resorcinol bis(diphenyl phosphate)|flame_retardant|57583-54-7|RDP;縮合リン酸エステル;リン酸エステル系難燃剤
bdp|ビスフェノールAビス(ジフェニルホスフェート)|bisphenol A bis(diphenyl phosphate)|flame_retardant|181028-79-5|BDP;縮合リン酸エステル
tphp|リン酸トリフェニル|triphenyl phosphate|flame_retardant|115-86-6|TPP;トリフェニルホスフェート;リン酸エステル
mg-hydroxide|水酸化マグネシウム|magnesium hydroxide|flame_retardant|1309-42-8|Mg(OH)2;金属水酸化物系難燃剤
al-hydroxide|水酸化アルミニウム|aluminium hydroxide|flame_retardant|21645-51-2|Al(OH)3;ATH;金属水酸化物系難燃剤
ptfe-antidrip|ドリップ防止用PTFE|anti-dripping PTFE|additive|9002-84-0|PTFE;ポリテトラフルオロエチレン;ドリップ防止剤;フィブリル形成PTFE
nucleator-phosphate|リン酸エステル金属塩系造核剤|sodium 2,2'-methylenebis(4,6-di-tert-butylphenyl)phosphate|nucleating_agent|85209-91-2|リン酸エステルナトリウム塩;造核剤;結晶核剤;有機リン酸塩系核剤
nucleator-al-phosphate|リン酸エステルアルミニウム塩系造核剤|aluminium hydroxybis[2,2'-methylenebis(4,6-di-tert-butylphenyl)phosphate]|nucleating_agent|151841-65-5|造核剤;結晶核剤;透明化核剤
nucleator-sorbitol|ソルビトール系造核剤|1,3:2,4-bis-O-(3,4-dimethylbenzylidene)sorbitol|nucleating_agent|135861-56-2|DMDBS;ソルビトール系透明化剤;造核剤;透明核剤
nucleator-dicarboxylate|ビシクロヘプタンジカルボン酸塩系造核剤|bicyclo[2.2.1]heptane dicarboxylate salt|nucleating_agent||造核剤;結晶核剤;高剛性核剤
sodium-benzoate|安息香酸ナトリウム|sodium benzoate|nucleating_agent|532-32-1|造核剤
mah-pp|無水マレイン酸変性ポリプロピレン|maleic anhydride-grafted polypropylene|compatibiliser||酸変性ポリプロピレン;MAH-PP;マレイン酸変性PP;変性ポリプロピレン;相溶化剤
mah-sebs|無水マレイン酸変性SEBS|maleic anhydride-grafted SEBS|compatibiliser||変性SEBS;酸変性スチレン系エラストマー
mah-epr|無水マレイン酸変性エチレン-プロピレン共重合体|maleic anhydride-grafted EPR|compatibiliser||変性EPR;酸変性オレフィン系エラストマー
egma|エチレン-グリシジルメタクリレート共重合体|ethylene-glycidyl methacrylate copolymer|compatibiliser|26061-90-5|E-GMA;エポキシ変性ポリエチレン
antioxidant-phenolic|ペンタエリスリトールテトラキス[3-(3,5-ジ-tert-ブチル-4-ヒドロキシフェニル)プロピオネート]|pentaerythritol tetrakis[3-(3,5-di-tert-butyl-4-hydroxyphenyl)propionate]|stabiliser|6683-19-8|ヒンダードフェノール系酸化防止剤;フェノール系酸化防止剤;酸化防止剤
antioxidant-phosphite|トリス(2,4-ジ-tert-ブチルフェニル)ホスファイト|tris(2,4-di-tert-butylphenyl) phosphite|stabiliser|31570-04-4|リン系酸化防止剤;ホスファイト系酸化防止剤;酸化防止剤
bht|ジブチルヒドロキシトルエン|butylated hydroxytoluene|stabiliser|128-37-0|BHT
ppd-6|N-(1,3-ジメチルブチル)-N'-フェニル-p-フェニレンジアミン|6PPD|stabiliser|793-24-8|6PPD;老化防止剤;アミン系老化防止剤
tmq|2,2,4-トリメチル-1,2-ジヒドロキノリン重合体|TMQ|stabiliser|26780-96-1|TMQ;RD;老化防止剤
hals|ビス(2,2,6,6-テトラメチル-4-ピペリジル)セバケート|bis(2,2,6,6-tetramethyl-4-piperidyl) sebacate|stabiliser|52829-07-9|HALS;ヒンダードアミン系光安定剤;光安定剤
uv-benzotriazole|2-(2H-ベンゾトリアゾール-2-イル)-p-クレゾール|2-(2H-benzotriazol-2-yl)-p-cresol|stabiliser|2440-22-4|ベンゾトリアゾール系紫外線吸収剤;紫外線吸収剤
cui|ヨウ化銅|copper(I) iodide|stabiliser|7681-65-4|ヨウ化第一銅;銅系熱安定剤
ki|ヨウ化カリウム|potassium iodide|stabiliser|7681-11-0|KI
ca-stearate|ステアリン酸カルシウム|calcium stearate|additive|1592-23-0|滑剤;中和剤;ステアリン酸Ca
zn-stearate|ステアリン酸亜鉛|zinc stearate|additive|557-05-1|ステアリン酸Zn;滑剤
ebs|エチレンビスステアリン酸アミド|N,N'-ethylenebis(stearamide)|additive|110-30-5|EBS;エチレンビスステアロアミド;滑剤
erucamide|エルカ酸アミド|erucamide|additive|112-84-5|スリップ剤
montan-wax|モンタン酸エステルワックス|montanic acid ester wax|additive||モンタンワックス;離型剤
gms|グリセリンモノステアレート|glycerol monostearate|additive|31566-31-1|帯電防止剤;GMS
oil-paraffinic|パラフィン系プロセスオイル|paraffinic process oil|plasticiser||パラフィンオイル;プロセスオイル;鉱物油系軟化剤;伸展油
oil-naphthenic|ナフテン系プロセスオイル|naphthenic process oil|plasticiser||ナフテンオイル;プロセスオイル
oil-aromatic|アロマ系プロセスオイル|aromatic process oil|plasticiser||アロマオイル;TDAEオイル;プロセスオイル
dehp|フタル酸ジ(2-エチルヘキシル)|di(2-ethylhexyl) phthalate|plasticiser|117-81-7|DOP;DEHP;フタル酸系可塑剤;可塑剤
dinp|フタル酸ジイソノニル|diisononyl phthalate|plasticiser|28553-12-0|DINP;可塑剤
doa|アジピン酸ビス(2-エチルヘキシル)|bis(2-ethylhexyl) adipate|plasticiser|103-23-1|DOA;アジピン酸エステル系可塑剤;可塑剤
totm|トリメリット酸トリス(2-エチルヘキシル)|tris(2-ethylhexyl) trimellitate|plasticiser|3319-31-1|TOTM;トリメリット酸系可塑剤
dbp-plasticiser|フタル酸ジブチル|dibutyl phthalate|plasticiser|84-74-2|DBP;可塑剤
polyester-plasticiser|アジピン酸系ポリエステル可塑剤|adipate polyester plasticiser|plasticiser||ポリエステル系可塑剤;高分子可塑剤
esbo|エポキシ化大豆油|epoxidized soybean oil|plasticiser|8013-07-8|ESBO;エポキシ化植物油
aps|3-アミノプロピルトリエトキシシラン|3-aminopropyltriethoxysilane|coupling_agent|919-30-2|γ-APS;アミノシラン;シランカップリング剤
gps|3-グリシドキシプロピルトリメトキシシラン|3-glycidoxypropyltrimethoxysilane|coupling_agent|2530-83-8|γ-GPS;エポキシシラン;シランカップリング剤
vtms|ビニルトリメトキシシラン|vinyltrimethoxysilane|coupling_agent|2768-02-7|ビニルシラン
mps|3-メタクリロキシプロピルトリメトキシシラン|3-methacryloxypropyltrimethoxysilane|coupling_agent|2530-85-0|メタクリルシラン
tespt|ビス(3-トリエトキシシリルプロピル)テトラスルフィド|bis(3-triethoxysilylpropyl) tetrasulfide|coupling_agent|40372-72-3|TESPT;スルフィドシラン
ba|アクリル酸n-ブチル|n-butyl acrylate|monomer|141-32-2|BA;ブチルアクリレート;アクリル酸ブチル
ehma|アクリル酸2-エチルヘキシル|2-ethylhexyl acrylate|monomer|103-11-7|2EHA;2-エチルヘキシルアクリレート
mma|メタクリル酸メチル|methyl methacrylate|monomer|80-62-6|MMA;メチルメタクリレート
aa|アクリル酸|acrylic acid|monomer|79-10-7|AA;カルボキシ基含有単量体
maa|メタクリル酸|methacrylic acid|monomer|79-41-4|MAA;カルボキシ基含有単量体
hea|アクリル酸2-ヒドロキシエチル|2-hydroxyethyl acrylate|monomer|818-61-1|HEA;ヒドロキシ基含有単量体
hba|アクリル酸4-ヒドロキシブチル|4-hydroxybutyl acrylate|monomer|2478-10-6|4HBA;ヒドロキシ基含有単量体
vac|酢酸ビニル|vinyl acetate|monomer|108-05-4|VAc;酢ビ
ibxa|アクリル酸イソボルニル|isobornyl acrylate|monomer|5888-33-5|IBXA;イソボルニルアクリレート
nvp|N-ビニル-2-ピロリドン|N-vinyl-2-pyrrolidone|monomer|88-12-0|NVP
acrylamide|アクリルアミド|acrylamide|monomer|79-06-1|AAm
ea|アクリル酸エチル|ethyl acrylate|monomer|140-88-5|EA;エチルアクリレート
styrene|スチレン|styrene|monomer|100-42-5|St;スチレンモノマー
bma|メタクリル酸n-ブチル|n-butyl methacrylate|monomer|97-88-1|BMA
hema|メタクリル酸2-ヒドロキシエチル|2-hydroxyethyl methacrylate|monomer|868-77-9|HEMA
mea|アクリル酸2-メトキシエチル|2-methoxyethyl acrylate|monomer|3121-61-7|MEA
acrylonitrile|アクリロニトリル|acrylonitrile|monomer|107-13-1|AN
iso-tdi-tmp|トリメチロールプロパン/トリレンジイソシアネート付加物|trimethylolpropane-TDI adduct|curing_agent||TDI系アダクト;イソシアネート系架橋剤;芳香族イソシアネート架橋剤
iso-hdi-trimer|ヘキサメチレンジイソシアネートのイソシアヌレート体|HDI isocyanurate|curing_agent|3779-63-3|HDIヌレート;イソシアネート系架橋剤;脂肪族イソシアネート架橋剤
tetrad-x|N,N,N',N'-テトラグリシジル-m-キシレンジアミン|N,N,N',N'-tetraglycidyl-m-xylylenediamine|curing_agent|63738-22-7|エポキシ系架橋剤
al-acac|アルミニウムトリスアセチルアセトネート|aluminium tris(acetylacetonate)|curing_agent|13963-57-0|金属キレート系架橋剤;アルミキレート
rosin-ester|重合ロジンエステル|polymerised rosin ester|tackifier||ロジン系粘着付与樹脂;ロジンエステル;粘着付与剤
rosin-hydrogenated|水添ロジングリセリンエステル|hydrogenated rosin glycerol ester|tackifier||水添ロジンエステル;ロジン系粘着付与樹脂;粘着付与剤
terpene-phenol|テルペンフェノール樹脂|terpene phenol resin|tackifier||テルペン系粘着付与樹脂;粘着付与剤
c5-resin|C5系石油樹脂|C5 petroleum resin|tackifier||脂肪族系石油樹脂;石油樹脂;粘着付与剤
c9-resin-hydrogenated|水添C9系石油樹脂|hydrogenated C9 petroleum resin|tackifier||水添石油樹脂;脂環族系石油樹脂;粘着付与剤
ams-resin|α-メチルスチレン系樹脂|alpha-methylstyrene resin|tackifier||スチレン系粘着付与樹脂
ppg|ポリプロピレングリコール|polypropylene glycol|polymer|25322-69-4|PPG;ポリエーテルポリオール;ポリオキシプロピレングリコール
ptmg|ポリテトラメチレンエーテルグリコール|polytetramethylene ether glycol|polymer|25190-06-1|PTMG;PTMEG;ポリエーテルポリオール
polyester-polyol|アジペート系ポリエステルポリオール|adipate polyester polyol|polymer||ポリエステルポリオール;ポリエステルジオール
pc-diol|ポリカーボネートジオール|polycarbonate diol|polymer||ポリカーボネートポリオール;PCD
castor-oil|ひまし油|castor oil|polymer|8001-79-4|ヒマシ油;ひまし油系ポリオール
mdi|4,4'-ジフェニルメタンジイソシアネート|4,4'-diphenylmethane diisocyanate|curing_agent|101-68-8|MDI;ピュアMDI;ポリイソシアネート
pmdi|ポリメリックMDI|polymeric MDI|curing_agent|9016-87-9|クルードMDI;ポリメチレンポリフェニルポリイソシアネート;ポリイソシアネート
tdi|トリレンジイソシアネート|toluene diisocyanate|curing_agent|26471-62-5|TDI
hdi|ヘキサメチレンジイソシアネート|hexamethylene diisocyanate|curing_agent|822-06-0|HDI
ipdi|イソホロンジイソシアネート|isophorone diisocyanate|curing_agent|4098-71-9|IPDI
h12mdi|ジシクロヘキシルメタン-4,4'-ジイソシアネート|dicyclohexylmethane 4,4'-diisocyanate|curing_agent|5124-30-1|H12MDI;水添MDI
bdo|1,4-ブタンジオール|1,4-butanediol|curing_agent|110-63-4|1,4-BD;BDO;鎖延長剤
eg|エチレングリコール|ethylene glycol|curing_agent|107-21-1|EG;鎖延長剤
tmp|トリメチロールプロパン|trimethylolpropane|curing_agent|77-99-6|TMP;架橋剤
dbtdl|ジラウリン酸ジブチルスズ|dibutyltin dilaurate|catalyst|77-58-7|DBTDL;スズ系触媒;ウレタン化触媒
bi-neodecanoate|ネオデカン酸ビスマス|bismuth neodecanoate|catalyst|34364-26-6|ビスマス系触媒;ウレタン化触媒
pt-catalyst|白金系ヒドロシリル化触媒|platinum hydrosilylation catalyst|catalyst||白金触媒;カルステッド触媒
ncm111|ニッケルコバルトマンガン酸リチウム(NCM111)|lithium nickel cobalt manganese oxide (NCM111)|active_material||NCM111;三元系正極材;LiNi1/3Co1/3Mn1/3O2;NMC111;正極活物質|discharge-capacity=155
ncm523|ニッケルコバルトマンガン酸リチウム(NCM523)|lithium nickel cobalt manganese oxide (NCM523)|active_material||NCM523;三元系正極材;LiNi0.5Co0.2Mn0.3O2;NMC532;正極活物質|discharge-capacity=165
ncm622|ニッケルコバルトマンガン酸リチウム(NCM622)|lithium nickel cobalt manganese oxide (NCM622)|active_material||NCM622;三元系正極材;LiNi0.6Co0.2Mn0.2O2;NMC622;正極活物質|discharge-capacity=178
ncm811|ニッケルコバルトマンガン酸リチウム(NCM811)|lithium nickel cobalt manganese oxide (NCM811)|active_material||NCM811;ハイニッケル正極材;LiNi0.8Co0.1Mn0.1O2;NMC811;正極活物質|discharge-capacity=200
nca|ニッケルコバルトアルミニウム酸リチウム|lithium nickel cobalt aluminium oxide|active_material||NCA;ハイニッケル正極材;正極活物質
lco|コバルト酸リチウム|lithium cobalt oxide|active_material|12190-79-3|LCO;LiCoO2;正極活物質|discharge-capacity=150
lmo|マンガン酸リチウム|lithium manganese oxide|active_material|12057-17-9|LMO;スピネル型マンガン酸リチウム;LiMn2O4;正極活物質
lfp|リン酸鉄リチウム|lithium iron phosphate|active_material|15365-14-7|LFP;LiFePO4;オリビン型正極材;正極活物質|discharge-capacity=158
lmfp|リン酸マンガン鉄リチウム|lithium manganese iron phosphate|active_material||LMFP;オリビン型正極材
graphite-natural|天然黒鉛|natural graphite|active_material|7782-42-5|球状化天然黒鉛;黒鉛;グラファイト;負極活物質|discharge-capacity=360
graphite-artificial|人造黒鉛|artificial graphite|active_material|7782-42-5|黒鉛;グラファイト;人造グラファイト;負極活物質|discharge-capacity=350
hard-carbon|ハードカーボン|hard carbon|active_material||難黒鉛化性炭素;HC
soft-carbon|ソフトカーボン|soft carbon|active_material||易黒鉛化性炭素
nano-si|ナノシリコン|silicon nanoparticles|active_material|7440-21-3|Si;ケイ素;シリコン系負極材
sio|一酸化ケイ素|silicon monoxide|active_material|10097-28-6|SiO;SiOx;酸化ケイ素系負極材;ケイ素系材料|discharge-capacity=1600
si-c|シリコン-炭素複合材|silicon-carbon composite|active_material||Si-C;Si/C複合材;ケイ素系材料
lto|チタン酸リチウム|lithium titanate|active_material|12031-82-2|LTO;Li4Ti5O12
acetylene-black|アセチレンブラック|acetylene black|conductive_agent|1333-86-4|AB;導電性カーボンブラック;導電助剤|specific-surface-area=68
hollow-cb|中空シェル状導電性カーボンブラック|hollow-shell conductive carbon black|conductive_agent|1333-86-4|高比表面積カーボンブラック;導電性カーボンブラック;導電助剤|specific-surface-area=800
conductive-cb|導電性カーボンブラック|conductive carbon black|conductive_agent|1333-86-4|カーボンブラック;CB;導電助剤
cnt|カーボンナノチューブ|carbon nanotubes|conductive_agent||CNT;多層カーボンナノチューブ;MWCNT;導電助剤
vgcf|気相成長炭素繊維|vapour-grown carbon fibre|conductive_agent||カーボンナノファイバー;CNF系導電助剤;導電助剤
graphene|グラフェン|graphene|conductive_agent||グラフェンナノプレートレット;GNP
pvdf|ポリフッ化ビニリデン|poly(vinylidene fluoride)|binder|24937-79-9|PVDF;PVdF;フッ素系バインダー;バインダー
pvdf-hfp|フッ化ビニリデン-ヘキサフルオロプロピレン共重合体|PVDF-HFP copolymer|binder|9011-17-0|PVDF-HFP
sbr-binder|スチレン-ブタジエン共重合体ラテックス|SBR latex binder|binder|9003-55-8|SBR;SBRバインダー;水系バインダー;バインダー
cmc|カルボキシメチルセルロースナトリウム|sodium carboxymethyl cellulose|binder|9004-32-4|CMC;CMC-Na;増粘剤;バインダー
paa|ポリアクリル酸|poly(acrylic acid)|binder|9003-01-4|PAA;ポリアクリル酸系バインダー;バインダー
pi-binder|ポリイミド系バインダー|polyimide binder|binder||PI;ポリイミド
ptfe-binder|ポリテトラフルオロエチレン|polytetrafluoroethylene|binder|9002-84-0|PTFE;フッ素樹脂
lipf6|六フッ化リン酸リチウム|lithium hexafluorophosphate|electrolyte|21324-40-3|LiPF6;電解質塩
lifsi|リチウムビス(フルオロスルホニル)イミド|lithium bis(fluorosulfonyl)imide|electrolyte|171611-11-3|LiFSI
ec|エチレンカーボネート|ethylene carbonate|electrolyte|96-49-1|EC;炭酸エチレン
dmc|ジメチルカーボネート|dimethyl carbonate|electrolyte|616-38-6|DMC;炭酸ジメチル
emc|エチルメチルカーボネート|ethyl methyl carbonate|electrolyte|623-53-0|EMC
dec|ジエチルカーボネート|diethyl carbonate|electrolyte|105-58-8|DEC
fec|フルオロエチレンカーボネート|fluoroethylene carbonate|electrolyte|114435-02-8|FEC;電解液添加剤
vc|ビニレンカーボネート|vinylene carbonate|electrolyte|872-36-6|VC;電解液添加剤
propylene-carbonate|プロピレンカーボネート|propylene carbonate|electrolyte|108-32-7|PC;炭酸プロピレン
nmp|N-メチル-2-ピロリドン|N-methyl-2-pyrrolidone|solvent|872-50-4|NMP;N-メチルピロリドン
water|水|water|solvent|7732-18-5|イオン交換水;純水
mek|メチルエチルケトン|methyl ethyl ketone|solvent|78-93-3|MEK;2-ブタノン
toluene|トルエン|toluene|solvent|108-88-3|
ethyl-acetate|酢酸エチル|ethyl acetate|solvent|141-78-6|酢エチ
acetone|アセトン|acetone|solvent|67-64-1|
ipa|2-プロパノール|2-propanol|solvent|67-63-0|IPA;イソプロピルアルコール
cyclohexanone|シクロヘキサノン|cyclohexanone|solvent|108-94-1|アノン
xylene|キシレン|xylene|solvent|1330-20-7|
mibk|メチルイソブチルケトン|methyl isobutyl ketone|solvent|108-10-1|MIBK
dmf|N,N-ジメチルホルムアミド|N,N-dimethylformamide|solvent|68-12-2|DMF
thf|テトラヒドロフラン|tetrahydrofuran|solvent|109-99-9|THF
al|アルミニウム|aluminium|metal|7429-90-5|Al;アルミ;aluminum;純アルミニウム|density=2.70
cu|銅|copper|metal|7440-50-8|Cu;純銅;無酸素銅|density=8.94
ti|チタン|titanium|metal|7440-32-6|Ti;純チタン|density=4.51
mg|マグネシウム|magnesium|metal|7439-95-4|Mg|density=1.74
zn|亜鉛|zinc|metal|7440-66-6|Zn|density=7.13
mn|マンガン|manganese|metal|7439-96-5|Mn
fe|鉄|iron|metal|7439-89-6|Fe
ni|ニッケル|nickel|metal|7440-02-0|Ni
sn|スズ|tin|metal|7440-31-5|Sn;錫
cr|クロム|chromium|metal|7440-47-3|Cr
v|バナジウム|vanadium|metal|7440-62-2|V
mo|モリブデン|molybdenum|metal|7439-98-7|Mo
zr|ジルコニウム|zirconium|metal|7440-67-7|Zr
co|コバルト|cobalt|metal|7440-48-4|Co
ag|銀|silver|metal|7440-22-4|Ag
nb|ニオブ|niobium|metal|7440-03-1|Nb
sc|スカンジウム|scandium|metal|7440-20-2|Sc
pb|鉛|lead|metal|7439-92-1|Pb
be|ベリリウム|beryllium|metal|7440-41-7|Be
li|リチウム|lithium|metal|7439-93-2|Li
w|タングステン|tungsten|metal|7440-33-7|W
si|ケイ素|silicon|element|7440-21-3|Si;シリコン
p|リン|phosphorus|element|7723-14-0|P;燐
o|酸素|oxygen|element|7782-44-7|O
b|ホウ素|boron|element|7440-42-8|B
n|窒素|nitrogen|element|7727-37-9|N
c|炭素|carbon|element|7440-44-0|C
zirconia|ジルコニア|zirconia|ceramic|1314-23-4|酸化ジルコニウム;ZrO2
sic|炭化ケイ素|silicon carbide|ceramic|409-21-2|SiC
si3n4|窒化ケイ素|silicon nitride|ceramic|12033-89-5|Si3N4
batio3|チタン酸バリウム|barium titanate|ceramic|12047-27-7|BaTiO3
mullite|ムライト|mullite|ceramic|1302-93-8|
hydroxyapatite|ヒドロキシアパタイト|hydroxyapatite|ceramic|1306-06-5|HAp
cordierite|コージェライト|cordierite|ceramic||コーディエライト
tio2|酸化チタン|titanium dioxide|pigment|13463-67-7|二酸化チタン;チタン白;TiO2;ルチル型酸化チタン
phthalocyanine-blue|フタロシアニンブルー|copper phthalocyanine blue|pigment|147-14-8|銅フタロシアニン;青色顔料
iron-oxide-red|弁柄|iron oxide red|pigment|1309-37-1|酸化鉄;ベンガラ;赤色酸化鉄
ultramarine|群青|ultramarine blue|pigment|57455-37-5|ウルトラマリン
cb-pigment|着色用カーボンブラック|pigment carbon black|pigment|1333-86-4|カーボンブラック;CB;黒色顔料
molecular-sieve|合成ゼオライト|molecular sieve|additive||モレキュラーシーブ;脱水剤
`;

export interface MaterialEntry {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly category: MaterialCategory;
  readonly casNumber: string | undefined;
  readonly aliases: readonly string[];
  readonly typical: readonly (readonly [propertyId: string, value: number])[];
}

function parse(table: string): MaterialEntry[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [id, name, nameEn, category, cas, aliases, typical] = line.split('|');
      return {
        id: `mat-${id!}`,
        name: name!,
        nameEn: nameEn!,
        category: category as MaterialCategory,
        casNumber: cas ? cas : undefined,
        aliases: aliases ? aliases.split(';').filter((alias) => alias !== name) : [],
        typical: typical
          ? typical.split(',').map((pair) => {
              const [property, value] = pair.split('=');
              return [`prop-${property!}`, Number(value)] as const;
            })
          : [],
      };
    });
}

export const MATERIALS: readonly MaterialEntry[] = parse(TABLE);

const BY_ID = new Map(MATERIALS.map((material) => [material.id, material]));

export function material(id: string): MaterialEntry {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`unknown material ${id}`);
  return entry;
}

export function hasMaterial(id: string): boolean {
  return BY_ID.has(id);
}

const DESCRIPTIONS: Partial<Record<MaterialCategory, string>> = {
  polymer: 'ベース樹脂・ポリマー成分として用いられる。',
  elastomer: 'ゴム成分、または樹脂の耐衝撃性改良材として用いられる。',
  filler: '剛性・寸法安定性の向上や増量を目的に配合される充填材。',
  reinforcement: '機械的強度・剛性・耐熱性の向上を目的に配合される強化繊維。',
  flame_retardant: '難燃性の付与を目的に配合される。',
  plasticiser: '柔軟性・加工性の付与を目的に配合される可塑剤・軟化剤。',
  curing_agent: '硬化・架橋反応に用いられる硬化剤・架橋剤。',
  accelerator: '硬化反応・加硫反応を促進する。',
  nucleating_agent: '結晶化を促進し、剛性・耐熱性・透明性を向上させる造核剤。',
  compatibiliser: '異種材料間の界面接着性・相溶性を改良する。',
  stabiliser: '加工時・使用時の熱・酸化・光劣化を抑制する。',
  tackifier: '粘着剤のタック・粘着力を向上させる。',
  coupling_agent: '無機充填材と樹脂の界面を強化するカップリング剤。',
  active_material: 'リチウムイオン二次電池の電極活物質。',
  conductive_agent: '電極合剤層の電子伝導性を確保する導電助剤。',
  binder: '電極合剤層の結着に用いられるバインダー。',
  metal: '合金の主成分または添加元素。',
  element: '合金・材料の添加元素。',
};

export function materialRecord(entry: MaterialEntry): MaterialRecord {
  const typicalProperties: PropertyValue[] = entry.typical.map(([propertyId, value]) => ({
    propertyId,
    value,
    unit: propertyDef(propertyId).unit,
  }));
  const description = DESCRIPTIONS[entry.category];
  return {
    type: 'material',
    id: entry.id,
    source: 'demo',
    name: entry.name,
    nameEn: entry.nameEn,
    aliases: [...entry.aliases, ...(entry.nameEn !== entry.name ? [entry.nameEn] : [])].filter(
      (alias, index, all) => all.indexOf(alias) === index,
    ),
    category: entry.category,
    ...(entry.casNumber ? { casNumber: entry.casNumber } : {}),
    ...(description ? { description } : {}),
    typicalProperties,
  };
}
