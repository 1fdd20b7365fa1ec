/**
 * Chinese patent medicines (中成药) by sub-category, same item format as drugs-western.ts. A product that is one
 * company's own (连花清瘟, 片仔癀, 云南白药…) names its maker with `!`; classical formulas made by many (六味地黄丸)
 * come from the group's pool of broad-range makers.
 */
import type { DrugGroup } from './types';

export const CHINESE: DrugGroup[] = [
  {
    sub: '心脑血管中成药', drugType: 0, scope: 0, approval: 'Z', pool: 'tcm', price: [15, 68], atc: 'C',
    items: [
      '复方丹参滴丸:27mg!tasly$28', '速效救心丸:40mg!zhongxin6$32', '麝香保心丸:22.5mg!hehuang$38', '通心络胶囊:0.26g!yiling$42',
      '脑心通胶囊:0.4g!buchang$42', '银杏叶片:9.6mg#1$18', '血塞通软胶囊:0.33g!kunyao$36', '复方丹参片:0.32g#1!hejihuangpu$6',
      '稳心颗粒:9g!buchang$38', '参松养心胶囊:0.4g!yiling$48', '血脂康胶囊:0.3g!weixin$38', '复方血栓通胶囊:0.5g!zhongsheng$42',
      '芪参益气滴丸:0.5g!tasly$45', '地奥心血康胶囊:0.1g!diao$16~1', '松龄血脉康胶囊:0.5g!kanghong$32~1', '养血清脑颗粒:4g!tasly$38~1',
      '心可舒片:0.31g!wohua$26~1', '银丹心脑通软胶囊:0.4g!bailing$32~1', '华佗再造丸:8g!qixing$42~1', '芪苈强心胶囊:0.3g!yiling$52~1',
      '正天丸:6g!sanjiu$24~1', '安宫牛黄丸:3g*1丸@盒!tongrentang$480~1',
    ],
  },
  {
    sub: '止咳化痰', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [8, 38], atc: 'R',
    items: [
      '急支糖浆:100ml,200ml!taiji$12', '川贝枇杷糖浆:150ml#2$12', '强力枇杷露:100ml,150ml$14', '蛇胆川贝口服液:10ml#2$9',
      '复方鲜竹沥液:20ml#2$14', '苏黄止咳胶囊:0.45g#0!yangzijiang$38', '养阴清肺丸:9g#2$12', '橘红丸:6g#2$10',
      '通宣理肺丸:6g!tongrentang$9~1', '肺力咳合剂:100ml@瓶!jianxing$22~1',
    ],
  },
  {
    sub: '感冒用药', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [6, 42], atc: 'R',
    items: [
      '感冒灵颗粒:10g!sanjiu$12', '连花清瘟胶囊:0.35g!yiling$19.8', '连花清瘟颗粒:6g!yiling$28', '板蓝根颗粒:10g,5g#2&sanjiu$12',
      '小柴胡颗粒:10g!guanghua$12', '感冒清热颗粒:12g#2!tongrentang$10', '双黄连口服液:10ml!sanjing$14', '抗病毒口服液:10ml!xiangxue$22', '藿香正气口服液:10ml!taiji$18',
      '藿香正气水:10ml#2!taiji$6', '风寒感冒颗粒:8g#2$9', '清开灵颗粒:3g$10', '维C银翘片&bailing$6', '银翘解毒丸:9g#2$8', '夏桑菊颗粒:10g#2$8',
      '金花清感颗粒:5g#0!juxiechang$48', '疏风解毒胶囊:0.52g#0!jiren$42', '蓝芩口服液:10ml!yangzijiang$24', '蒲地蓝消炎口服液:10ml!jichuan$28',
      '连花清瘟片:0.35g!yiling$22~1', '藿香正气软胶囊:0.45g!shenwei$14~1',
    ],
  },
  {
    sub: '胃药', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [7, 36], atc: 'A',
    items: [
      '气滞胃痛颗粒:5g!benxi$18', '胃苏颗粒:5g!yangzijiang$22', '三九胃泰颗粒:20g!sanjiu$16', '香砂养胃丸:9g#2&zhongjing$10',
      '健胃消食片:0.8g#2!jiangzhong$9', '保和丸:6g#2$7', '摩罗丹:9g!handan$36', '四磨汤口服液:10ml!hansen$18~1',
      '荆花胃康胶丸:80mg*20粒@盒#0!tasly$38~1', '胃复春片:0.36g#0!huqingyu$26~1',
    ],
  },
  {
    sub: '肝胆用药', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [12, 38], atc: 'A',
    items: ['护肝片:0.35g!kuihua$14', '茵栀黄颗粒:3g!houpu$28'],
  },
  {
    sub: '风湿骨痛', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [8, 56], atc: 'M',
    items: [
      '云南白药气雾剂:50g,85g!yunnanbaiyao$32', '云南白药胶囊:0.25g!yunnanbaiyao$28', '伤湿止痛膏:7cm*10cm*5贴@盒#2$3',
      '麝香壮骨膏:7cm*10cm*10贴@盒#2$6', '仙灵骨葆胶囊:0.5g!tongjitang$28', '消痛贴膏:1.2g*4贴@盒!qizheng$48', '风湿骨痛胶囊:0.3g$18',
      '独一味胶囊:0.3g!duyiwei$26', '壮骨关节丸:6g#0$28', '活血止痛胶囊:0.25g$18', '颈复康颗粒:5g!jingfukang$26~1',
      '云南白药膏:6.5cm*10cm*4贴@盒#2!yunnanbaiyao$18~0', '通络祛痛膏:7cm*10cm*6贴@盒!lingrui$16~1', '青鹏软膏:20g!qizheng$22~1',
    ],
  },
  {
    sub: '清热解毒', drugType: 0, scope: 2, approval: 'Z', pool: 'tcm', price: [3, 30], atc: 'R',
    items: [
      '牛黄解毒片!tongrentang$3', '黄连上清片$5', '清热解毒口服液:10ml$9', '银黄颗粒:4g#1$9', '穿心莲片$5', '一清胶囊:0.5g#1!kanghong$22', '牛黄上清丸:6g$9',
      '三黄片$4', '片仔癀:3g@粒#0!pianzaihuang$590', '西黄丸:3g#0&tongrentang$68',
      '新癀片:0.32g#0!xiamenzy$26~1', '三金片#0!sanjin$18~1', '口炎清颗粒:10g#1!hejihuangpu$18~1', '清咽滴丸:20mg#1!zhongxin6$16~1',
    ],
  },
  {
    sub: '补益类', drugType: 0, scope: 2, approval: 'Z', pool: 'tcm', price: [9, 58], atc: 'A',
    items: [
      '六味地黄丸:6g!tongrentang,jiuzhitang&zhongjing$12', '知柏地黄丸:6g&zhongjing$12', '金匮肾气丸:6g#1$16', '补中益气丸:6g$12', '归脾丸:9g$14', '八珍颗粒:3.5g$18',
      '生脉饮:10ml$12', '复方阿胶浆:20ml!dongeejiao$58', '黄芪精口服液:10ml!yangzijiang$28', '玉屏风颗粒:5g!huanqiu$24', '参苓白术散:6g$12',
      '安神补脑液:10ml!aodong$24', '枣仁安神胶囊:0.45g#1$18', '乌灵胶囊:0.33g#0!zuoli$36~1', '百乐眠胶囊:0.27g#0!yangzijiang$32~1',
    ],
  },
  {
    sub: '活血化瘀', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [12, 52], atc: 'C',
    items: ['血府逐瘀胶囊:0.4g#0$26', '三七片:0.25g#2$12', '丹七片:0.3g$14', '复方三七胶囊:0.25g$18', '血栓通胶囊:0.18g#0!wuzhou$32'],
  },
  {
    sub: '妇科用药', drugType: 0, scope: 2, approval: 'Z', pool: 'tcm', price: [9, 48], atc: 'G',
    items: [
      '乌鸡白凤丸:9g!tongrentang$18', '益母草颗粒:15g$9', '妇科千金片#1!qianjin$18', '逍遥丸:6g&zhongjing$10', '加味逍遥丸:6g$12',
      '桂枝茯苓胶囊:0.31g#0!kangyuan$32', '宫炎平片#1$12', '保妇康栓:1.74g#1!bikai$32', '康妇消炎栓:2.8g#1!kuihua$28',
    ],
  },
  {
    sub: '儿科用药', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [8, 42], atc: 'R',
    items: [
      '小儿肺热咳喘口服液:10ml!kuihua$26', '小儿止咳糖浆:100ml#2$8', '小儿豉翘清热颗粒:2g#0!jichuan$32', '健儿消食口服液:10ml#2$16',
      '小儿七星茶颗粒:7g#2$10', '小儿柴桂退热颗粒:4g!kuihua$22', '小儿化食丸:1.5g#2$9', '小儿感冒颗粒:6g!sanjiu$9~1',
    ],
  },
  {
    sub: '皮肤用药', drugType: 0, scope: 1, approval: 'Z', pool: 'tcm', price: [9, 38], atc: 'D',
    items: ['冰黄肤乐软膏:15g$16', '除湿止痒软膏:10g$18', '湿润烧伤膏:40g!meibao$36', '京万红软膏:20g#2!darentang$14', '马应龙麝香痔疮膏:10g!mayinglong$14~1'],
  },
  {
    sub: '眼科用药', drugType: 0, scope: 2, approval: 'Z', pool: 'tcm', price: [6, 18], atc: 'S',
    items: ['珍珠明目滴眼液:8ml,10ml$6', '四味珍层冰硼滴眼液:8ml#1!zhenshiming$12~0'],
  },
  {
    sub: '耳鼻喉口腔', drugType: 0, scope: 2, approval: 'Z', pool: 'tcm', price: [4, 32], atc: 'R',
    items: [
      '鼻炎康片#1!dezhong$18', '辛芩颗粒:5g#1$16', '金嗓子喉片:2g!jinsangzi$9', '草珊瑚含片:0.44g!jiangzhong$8', '西瓜霜润喉片:0.6g!sanjin$9',
      '桂林西瓜霜:2.5g#1!sanjin$12', '口腔溃疡散:3g$4', '复方草珊瑚含片:0.44g!jiangzhong$9',
      '开喉剑喷雾剂:20ml#1!sanli$24~1',
    ],
  },
  {
    // Chinese medicines for diabetes, next to the chemical ones (消渴丸 holds glibenclamide: prescription only).
    sub: '降糖药', drugType: 0, scope: 0, approval: 'Z', pool: 'tcm', price: [18, 58], atc: 'A',
    items: ['津力达颗粒:9g!yiling$52~1', '消渴丸:120丸@瓶!zhongyi$18~1'],
  },
  {
    sub: '膏方', drugType: 5, scope: 2, approval: 'Z', pool: 'tcm', price: [12, 380], atc: 'A',
    items: [
      '阿胶:250g,500g@盒#1!dongeejiao$850', '龟苓膏:200g,300g@瓶$12', '益母草膏:125g,250g@瓶$9', '夏枯草膏:120g,240g@瓶$14',
      '秋梨润肺膏:300g@瓶$16', '两仪膏:150g@瓶$28',
    ],
  },
];
