/**
 * Chemical drugs by sub-category. Item format (parsed in ../products.ts):
 * `name[:dose,dose…][@unit][#scope][!maker,…][&maker,…][$yuan][^kind][~0|1]`
 * - `#scope` overrides the group's prescription class (0 Rx, 1 class A OTC, 2 class B OTC);
 * - `!makers` the only makers (a product that is one company's own); `&makers` originators or brand makers added to
 *   the group's generic pool (keys of makers.ts), or to the `!` makers (`!jialin&pfizerDl`: the originator dearer);
 * - `$yuan` purchase price of the first dose in its usual pack; `^S` a biological product (国药准字S);
 * - `~1` / `~0` on the medicare list or not (set by hand for the core lines; otherwise drawn by the group's odds).
 */
import type { DrugGroup } from './types';

export const WESTERN: DrugGroup[] = [
  {
    sub: '青霉素类', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [4.5, 28], atc: 'J',
    items: [
      '阿莫西林胶囊:0.25g,0.5g$8.5', '阿莫西林分散片:0.25g,0.5g', '阿莫西林颗粒:0.125g', '阿莫西林克拉维酸钾片:0.375g,0.625g,0.457g',
      '阿莫西林双氯西林钠胶囊:0.25g', '氨苄西林胶囊:0.25g', '青霉素V钾片:0.25g', '舒他西林片:0.375g',
    ],
  },
  {
    sub: '头孢菌素类', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [9, 42], atc: 'J',
    items: [
      '头孢克肟分散片:0.1g,50mg', '头孢克肟胶囊:0.1g', '头孢氨苄胶囊:0.125g,0.25g$6', '头孢拉定胶囊:0.25g,0.5g$7', '头孢呋辛酯片:0.25g,0.125g',
      '头孢丙烯分散片:0.25g', '头孢克洛缓释片:0.375g', '头孢地尼胶囊:0.1g', '头孢泊肟酯片:0.1g', '头孢羟氨苄胶囊:0.25g', '头孢妥仑匹酯片:0.1g',
    ],
  },
  {
    sub: '大环内酯类', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [6, 36], atc: 'J',
    items: [
      '阿奇霉素片:0.25g,0.5g&pfizerDl', '阿奇霉素分散片:0.25g', '阿奇霉素胶囊:0.25g', '克拉霉素片:0.25g', '克拉霉素缓释片:0.5g',
      '罗红霉素胶囊:0.15g$5', '罗红霉素分散片:0.15g', '琥乙红霉素片:0.125g$4.5', '红霉素肠溶胶囊:0.25g$4',
    ],
  },
  {
    sub: '喹诺酮类', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [5, 38], atc: 'J',
    items: [
      '左氧氟沙星片:0.1g,0.5g', '左氧氟沙星胶囊:0.1g', '盐酸莫西沙星片:0.4g&bayerBj$32', '盐酸环丙沙星片:0.25g', '诺氟沙星胶囊:0.1g#1$3.5',
      '氧氟沙星片:0.1g$4',
    ],
  },
  {
    sub: '抗病毒药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [8, 98], atc: 'J',
    items: [
      '磷酸奥司他韦胶囊:75mg!dongyangguang$58', '阿昔洛韦片:0.1g,0.2g$6', '盐酸伐昔洛韦片:0.3g', '利巴韦林颗粒:50mg$5',
      '恩替卡韦分散片:0.5mg&zhengda$26', '富马酸替诺福韦二吡呋酯片:0.3g$30', '泛昔洛韦片:0.25g',
    ],
  },
  {
    sub: '抗真菌药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [6, 45], atc: 'D',
    items: [
      '氟康唑胶囊:50mg,0.15g', '伊曲康唑胶囊:0.1g&yangsen$36', '盐酸特比萘芬片:0.25g', '酮康唑乳膏:10g#2$6', '联苯苄唑乳膏:15g#1$9',
      '硝酸咪康唑乳膏:20g#1&yangsen$12', '克霉唑阴道片:0.5g#1$8',
    ],
  },
  {
    sub: '其他抗菌药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [3, 32], atc: 'J',
    items: [
      '甲硝唑片:0.2g$3', '替硝唑片:0.5g$4', '复方磺胺甲噁唑片:0.48g$4', '呋喃妥因肠溶片:50mg', '磷霉素氨丁三醇散:3g$18',
      '盐酸多西环素片:0.1g$9', '盐酸米诺环素胶囊:50mg$22',
    ],
  },
  {
    sub: '降压药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [5, 52], atc: 'C',
    items: [
      '苯磺酸氨氯地平片:5mg&pfizerDl$12', '苯磺酸左氨氯地平片:2.5mg', '硝苯地平缓释片:10mg,20mg$6', '硝苯地平控释片:30mg&bayerBj$32',
      '非洛地平缓释片:5mg&azWx$22', '厄贝沙坦片:75mg,0.15g&sanofiHz$16', '缬沙坦胶囊:80mg&novartisBj$20', '氯沙坦钾片:50mg,0.1g&msdHz$18',
      '替米沙坦片:40mg,80mg', '厄贝沙坦氢氯噻嗪片:0.15g&sanofiHz', '马来酸依那普利片:10mg$5', '卡托普利片:25mg$2', '培哚普利叔丁胺片:4mg$26',
      '酒石酸美托洛尔片:25mg,50mg&azWx$5', '琥珀酸美托洛尔缓释片:47.5mg!azWx$23', '富马酸比索洛尔片:5mg$12', '吲达帕胺缓释片:1.5mg$9',
      '氢氯噻嗪片:25mg$2', '奥美沙坦酯片:20mg$22', '坎地沙坦酯片:4mg,8mg$12',
      '马来酸左旋氨氯地平片:2.5mg,5mg!shiyao$14~1', '缬沙坦氨氯地平片(Ⅰ):80mg/5mg*7片,80mg/5mg*14片@盒!novartisBj$32~1', '盐酸贝那普利片:10mg!novartisBj$26~1',
      '福辛普利钠片:10mg!shiguibao$28~1', '阿利沙坦酯片:240mg,80mg!xinlitai$36~1', '复方利血平氨苯蝶啶片!shuanghe$9~1',
    ],
  },
  {
    sub: '降脂药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [9, 68], atc: 'C',
    items: [
      '阿托伐他汀钙片:10mg,20mg!jialin,lepuPharm&pfizerDl$18~1', '瑞舒伐他汀钙片:5mg,10mg&azWx$16', '辛伐他汀片:20mg$8', '普伐他汀钠片:20mg',
      '匹伐他汀钙片:2mg', '非诺贝特胶囊:0.2g$14', '依折麦布片:10mg$38',
    ],
  },
  {
    sub: '抗心绞痛', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [4, 42], atc: 'C',
    items: ['单硝酸异山梨酯缓释片:40mg,60mg$14', '硝酸甘油片:0.5mg$3', '盐酸曲美他嗪片:20mg$12', '尼可地尔片:5mg$28', '盐酸地尔硫卓片:30mg$8'],
  },
  {
    sub: '抗血栓', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [3, 95], atc: 'B',
    items: [
      '阿司匹林肠溶片:25mg,100mg&bayerBj$6', '硫酸氢氯吡格雷片:75mg,25mg!xinlitai,lepuPharm&sanofiHz$26~1', '替格瑞洛片:90mg&azWx$48', '华法林钠片:2.5mg$9',
      '利伐沙班片:10mg,15mg&bayerBj$45', '西洛他唑片:50mg$14',
    ],
  },
  {
    sub: '降糖药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [4, 88], atc: 'A',
    items: [
      '盐酸二甲双胍片:0.25g,0.5g&shiguibao$4', '盐酸二甲双胍缓释片:0.5g$8', '格列美脲片:1mg,2mg&sanofiHz$12', '格列齐特缓释片:30mg$14',
      '格列吡嗪控释片:5mg&pfizerDl$22', '阿卡波糖片:50mg!huadong&bayerBj$28~1', '伏格列波糖片:0.2mg$16', '瑞格列奈片:1mg$22',
      '磷酸西格列汀片:0.1g&msdHz$48', '达格列净片:10mg&azWx$52', '盐酸吡格列酮片:15mg$12', '利格列汀片:5mg&boehringer$46',
      '恩格列净片:10mg&boehringer$50', '门冬胰岛素注射液:3ml:300单位(笔芯)@支!novo,tonghua$62^S~1',
      '格列喹酮片:30mg!wanhui$14~1', '那格列奈片:0.12g!novartisBj$30~1', '甘精胰岛素注射液:3ml:300单位(笔芯)@支!ganli&sanofiDE$78^S~1',
      '精蛋白生物合成人胰岛素注射液(预混30R):3ml:300单位(笔芯)@支!novo$56^S~1', '重组人胰岛素注射液:3ml:300单位(笔芯)@支!tonghua$38^S~1',
    ],
  },
  {
    sub: '甲状腺用药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [6, 26], atc: 'H',
    items: ['左甲状腺素钠片:50μg&merck$22', '甲巯咪唑片:5mg$12', '丙硫氧嘧啶片:50mg$6'],
  },
  {
    sub: '骨质疏松', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [12, 65], atc: 'M',
    items: ['阿法骨化醇软胶囊:0.25μg$18', '骨化三醇软胶囊:0.25μg$32', '阿仑膦酸钠片:70mg&msdHz$38'],
  },
  {
    sub: '痛风用药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [5, 48], atc: 'M',
    items: ['非布司他片:40mg$28', '别嘌醇片:0.1g$4', '苯溴马隆片:50mg$14', '秋水仙碱片:0.5mg!xinan$9'],
  },
  {
    sub: '止咳化痰', drugType: 0, scope: 1, approval: 'H', pool: 'chem', price: [5, 32], atc: 'R',
    items: [
      '盐酸氨溴索片:30mg&boehringer$6', '盐酸氨溴索口服溶液:100ml&boehringer$14', '乙酰半胱氨酸泡腾片:0.6g$24', '羧甲司坦片:0.25g$6',
      '氢溴酸右美沙芬片:15mg$5', '复方甲氧那明胶囊#0!daiichi$22', '桉柠蒎肠溶软胶囊:0.3g!yuanda$28', '磷酸苯丙哌林片:20mg$7',
    ],
  },
  {
    sub: '平喘药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [12, 78], atc: 'R',
    items: [
      '孟鲁司特钠片:10mg&msdHz$42', '孟鲁司特钠咀嚼片:4mg,5mg&msdHz$36', '茶碱缓释片:0.1g$6', '多索茶碱片:0.2g$14',
      '硫酸沙丁胺醇吸入气雾剂:100μg*200揿$22', '吸入用布地奈德混悬液:2ml:1mg*5支@盒!azPty$68~1',
      '沙美特罗替卡松吸入粉雾剂:50μg/250μg*60吸@盒!gsk$168~1', '布地奈德福莫特罗吸入粉雾剂(Ⅱ):160μg/4.5μg*60吸@支!azAB$158~1',
    ],
  },
  {
    sub: '感冒用药', drugType: 0, scope: 1, approval: 'H', pool: 'chem', price: [3, 28], atc: 'R',
    items: [
      '复方氨酚烷胺片!wutai$6~0', '氨咖黄敏胶囊#2$3', '酚麻美敏片&qiangsheng$12', '复方盐酸伪麻黄碱缓释胶囊!shike$15',
      '对乙酰氨基酚片:0.5g#2$3', '小儿氨酚黄那敏颗粒$7', '氨酚伪麻美芬片&bayerBj$11', '复方氨酚烷胺胶囊!yazhou$12~0',
      '小儿氨酚烷胺颗粒!yazhou$13~0', '对乙酰氨基酚混悬滴剂:15ml@瓶!qiangsheng$18~1',
    ],
  },
  {
    sub: '胃药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [6, 52], atc: 'A',
    items: [
      '奥美拉唑肠溶胶囊:20mg&azWx$9', '雷贝拉唑钠肠溶片:10mg$18', '泮托拉唑钠肠溶片:40mg$16', '艾司奥美拉唑镁肠溶片:20mg!azWx$42',
      '兰索拉唑肠溶胶囊:15mg,30mg$14', '铝碳酸镁咀嚼片:0.5g#1$12', '枸橼酸铋钾胶囊:0.3g$9', '多潘立酮片:10mg#1&yangsen$9',
      '枸橼酸莫沙必利片:5mg$12', '法莫替丁片:20mg#1$4', '复方阿嗪米特肠溶片#1!yangzijiang$24~1', '维U颠茄铝胶囊Ⅱ:12粒,24粒@盒#1!xiuzheng$16~0',
    ],
  },
  {
    sub: '肠道用药', drugType: 0, scope: 1, approval: 'H', pool: 'chem', price: [6, 48], atc: 'A',
    items: [
      '蒙脱石散:3g&ipsen$12', '双歧杆菌三联活菌胶囊:0.21g!xinyi$22^S', '枯草杆菌二联活菌颗粒:1g!hanmei$24^S',
      '地衣芽孢杆菌活菌胶囊:0.25g!dongbei$18^S', '乳果糖口服溶液:100ml$28', '聚乙二醇4000散:10g&ipsen$32',
      '盐酸洛哌丁胺胶囊:2mg!yangsen$12', '开塞露:20ml#2$1.5', '马来酸曲美布汀片:0.1g#0$18', '盐酸小檗碱片:0.1g!dongbei$3~1',
      '乳酸菌素片:0.4g#2!jiangzhong$9~0', '双歧杆菌乳杆菌三联活菌片:0.5g!shuangqi$26^S~1',
    ],
  },
  {
    sub: '肝胆用药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [12, 68], atc: 'A',
    items: [
      '水飞蓟宾胶囊:35mg#1$30', '多烯磷脂酰胆碱胶囊:228mg#1!sanofiHz$48', '熊去氧胆酸片:0.25g$38', '复方甘草酸苷片:25mg$32',
      '双环醇片:25mg!xiehe$52',
    ],
  },
  {
    sub: '解热镇痛药', drugType: 0, scope: 1, approval: 'H', pool: 'chem', price: [3, 36], atc: 'M',
    items: [
      '布洛芬缓释胶囊:0.3g!shike,xinhua,shiyao$16.5', '布洛芬片:0.1g,0.2g#2$4', '布洛芬混悬液:100ml&qiangsheng$16',
      '对乙酰氨基酚缓释片:0.65g&qiangsheng$12', '双氯芬酸钠缓释片:75mg,0.1g$8', '洛索洛芬钠片:60mg&daiichi$12', '塞来昔布胶囊:0.2g#0&pfizerDl$30',
      '美洛昔康片:7.5mg#0$9', '阿司匹林泡腾片:0.5g#2$8', '双氯芬酸二乙胺乳胶剂:20g@支!novartisBj$18~0',
      '氟比洛芬凝胶贴膏:40mg*6贴@盒#0!tide$36~1', '复方对乙酰氨基酚片(Ⅱ):10片,20片@盒!bayerBj$8~0',
    ],
  },
  {
    sub: '维生素', drugType: 0, scope: 2, approval: 'H', pool: 'chem', price: [1.5, 26], atc: 'A',
    items: [
      '维生素C片:0.1g$2.5', '维生素B1片:10mg$2', '维生素B6片:10mg$2', '维生素E软胶囊:0.1g$9', '复合维生素B片$3',
      '多维元素片#1!wyeth$58', '叶酸片:0.4mg$9', '维生素D滴剂:400IU#1!shuangjing$28', '甲钴胺片:0.5mg#1&eisai$26', '维生素B2片:5mg$2',
      '维生素AD滴剂:1500IU#1!dayin$26~0', '多维元素片(21):60片,100片@瓶#1!minsheng$28~0',
    ],
  },
  {
    sub: '钙铁锌', drugType: 0, scope: 2, approval: 'H', pool: 'chem', price: [6, 42], atc: 'A',
    items: [
      '碳酸钙D3片:0.6g!wyeth,anshi$32', '碳酸钙D3颗粒:3g!anshi$28', '葡萄糖酸钙口服溶液:10ml!sanjing,hayao$18',
      '葡萄糖酸锌口服溶液:10ml!sanjing,hayao$18', '琥珀酸亚铁片:0.1g#1!jinling$16', '多糖铁复合物胶囊:0.15g#1$26', '氯化钾缓释片:0.5g#0$6', '葡萄糖酸钙锌口服溶液:10ml#1!aonuo$32~0',
    ],
  },
  {
    sub: '皮肤用药', drugType: 0, scope: 1, approval: 'H', pool: 'chem', price: [4, 36], atc: 'D',
    items: [
      '糠酸莫米松乳膏:5g,10g#0$14', '丁酸氢化可的松乳膏:10g#0!jinyao$14', '莫匹罗星软膏:5g!shike$18', '红霉素软膏:10g#2$1.5',
      '夫西地酸乳膏:15g#0&leo$24', '阿昔洛韦乳膏:10g$4', '复方醋酸地塞米松乳膏:20g!sanjiu$9', '炉甘石洗剂:100ml#2$4', '尿素维E乳膏:50g#2$6',
      '复方酮康唑发用洗剂:50ml!yangsen$26~0', '曲安奈德益康唑乳膏:15g#0!yangsen$22~1',
    ],
  },
  {
    sub: '眼科用药', drugType: 0, scope: 0, approval: 'H', pool: 'chem', price: [5, 42], atc: 'S',
    items: [
      '左氧氟沙星滴眼液:5ml&santen$12', '妥布霉素滴眼液:5ml$9', '妥布霉素地塞米松滴眼液:5ml&alcon$24', '玻璃酸钠滴眼液:5ml,10ml#1&santen$28',
      '萘敏维滴眼液:10ml#1$8', '复方门冬维甘滴眼液:13ml#2$12', '氯霉素滴眼液:8ml#1$1.5', '更昔洛韦眼用凝胶:5g$18',
    ],
  },
  {
    sub: '耳鼻喉口腔', drugType: 0, scope: 1, approval: 'H', pool: 'chem', price: [5, 68], atc: 'R',
    items: [
      '盐酸羟甲唑啉喷雾剂:10ml$12', '丙酸氟替卡松鼻喷雾剂:50μg*120喷#0$62', '布地奈德鼻喷雾剂:64μg*120喷#0!azWx$58',
      '西地碘含片:1.5mg!shuanghe$12', '甲硝唑口颊片:3mg$6',
    ],
  },
  {
    sub: '抗感染注射剂', drugType: 1, scope: 0, approval: 'H', pool: 'chem', price: [3, 68], atc: 'J',
    items: [
      '注射用头孢曲松钠:1g,0.5g$3', '注射用头孢呋辛钠:0.75g,1.5g$4', '注射用阿莫西林钠克拉维酸钾:1.2g$9', '注射用青霉素钠:80万单位$0.6',
      '注射用阿奇霉素:0.5g$8',
    ],
  },
  {
    sub: '输液', drugType: 1, scope: 0, approval: 'H', pool: 'chem', price: [2.5, 32], atc: 'B',
    items: [
      '葡萄糖注射液:250ml:12.5g,500ml:25g!kelun,siyao,shuanghe,chenxin$2.6', '氯化钠注射液:100ml:0.9g,250ml:2.25g,500ml:4.5g!kelun,siyao,shuanghe,chenxin$2.2',
      '复方氨基酸注射液:250ml:12.5g!kelun,siyao$14', '甘露醇注射液:250ml:50g!kelun,siyao,chenxin$4.5',
      '左氧氟沙星氯化钠注射液:100ml:0.5g!kelun,yangzijiang,chenxin$9',
    ],
  },
  {
    sub: '其他注射剂', drugType: 1, scope: 0, approval: 'H', pool: 'chem', price: [3, 98], atc: 'B',
    items: [
      '维生素C注射液:2ml:0.5g$3', '地塞米松磷酸钠注射液:1ml:5mg$2', '盐酸利多卡因注射液:5ml:0.1g$3', '肝素钠注射液:2ml:12500单位$28',
      '甲钴胺注射液:1ml:0.5mg&eisai$22',
    ],
  },
];
