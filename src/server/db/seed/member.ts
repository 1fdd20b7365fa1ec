/**
 * Demo member articles (/member/articleList): practical reading for clinics and pharmacies, some free and some
 * paid, and one bought by yaofang01 so every state of the pages shows. Only runs on an empty table.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../types';
import { articlePurchases, clients, memberArticles, payments } from '../schema';
import { PAY_TYPE } from '../../../model/payment-rules';

const DAY = 86_400_000;

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

/** Title, summary, author, price in fen (0 free), body, published days ago. */
export const DEMO_ARTICLES = [
  {
    title: '冬季呼吸道疾病高发期：基层诊所备货清单',
    summary: '按门诊量估算感冒、止咳、退热和抗感染用药的备货量，并给出近效期品种的周转建议。',
    author: '药采采购研究组',
    priceFen: 0,
    daysAgo: 2,
    body:
      p('每年十一月到次年二月是呼吸道疾病的高发期，基层诊所的感冒、止咳和退热类用药消耗通常是平时的两到三倍。') +
      '<h2>一、按门诊量估算</h2>' +
      p('以日均门诊 60 人次的诊所为例，感冒类中成药建议按两周用量备货，退热药按一周用量备货，并保留约 20% 的安全库存。') +
      '<h2>二、关注近效期</h2>' +
      p('同一品种分批进货时，先到先用；效期不足六个月的品种，优先安排在门诊处方中使用，避免积压报损。') +
      '<h2>三、处方药与非处方药分开管理</h2>' +
      p('抗菌药物属于处方药，须凭医师处方调配，不宜大量囤货；非处方的对症用药可以适当多备。'),
  },
  {
    title: '抗菌药物分级管理要点：诊所处方与采购怎么做',
    summary: '非限制使用、限制使用和特殊使用三级抗菌药物，诊所能开什么、能采购什么、记录要留什么。',
    author: '临床药师 周敏',
    priceFen: 990,
    daysAgo: 5,
    body:
      p('抗菌药物按照安全性、疗效、细菌耐药性和价格等因素分为非限制使用级、限制使用级和特殊使用级三级。') +
      '<h2>诊所的采购范围</h2>' +
      p('基层医疗机构原则上以非限制使用级为主，限制使用级须在具备相应处方权的医师指导下使用，特殊使用级一般不在诊所采购。') +
      '<h2>处方点评</h2>' +
      p('建议每月抽查抗菌药物处方，重点看适应证、用法用量和疗程，问题处方要有整改记录。') +
      '<h2>采购记录</h2>' +
      p('每一笔抗菌药物的购进都应保存供货单位、批号、有效期和数量，以便追溯；药采的购进记录可直接导出备查。'),
  },
  {
    title: '医保目录调整后，诊所采购要注意的五件事',
    summary: '新版医保目录执行后，哪些品种的报销条件变了，诊所的库存和处方习惯需要跟着调整。',
    author: '药采采购研究组',
    priceFen: 1990,
    daysAgo: 9,
    body:
      p('医保目录每年动态调整。新目录执行后，部分品种新增了限定支付范围，部分品种调出目录，诊所需要及时核对库存。') +
      '<ol><li>核对在售品种的医保编码，编码变更的要在系统中同步更新。</li><li>调出目录的品种，控制采购量，消化存货。</li><li>新增限定支付条件的品种，处方上注明适应证。</li><li>谈判药品的价格变化较大，注意进销价差。</li><li>关注同通用名不同厂家的替代关系。</li></ol>' +
      p('药采商品详情页标注了医保编码，搜索时可以直接用医保编码查找。'),
  },
  {
    title: 'GSP 检查前的自查清单（药店版）',
    summary: '从人员资质、温湿度记录到拆零销售，药店迎检前逐项自查的 30 个问题。',
    author: '质量管理顾问 陈立',
    priceFen: 2990,
    daysAgo: 14,
    body:
      p('GSP 检查关注的是质量管理体系是否真正运行。迎检前，可以按“人、机、料、法、环”五个方面逐项自查。') +
      '<h2>人员</h2>' +
      p('执业药师是否在岗并在职，质量负责人是否具备相应资质，员工是否有年度培训和健康检查记录。') +
      '<h2>设施与环境</h2>' +
      p('阴凉区温度是否控制在 20℃ 以下，温湿度记录是否连续完整，冷藏药品是否有专用冷柜及停电预案。') +
      '<h2>购进与验收</h2>' +
      p('供货单位资质是否在有效期内，随货同行单与实物是否一致，验收记录是否包含批号和有效期。'),
  },
  {
    title: '慢病患者的用药管理与复购提醒',
    summary: '高血压、糖尿病患者长期用药，诊所如何建立用药档案并按周期提醒复诊和购药。',
    author: '全科医师 王晓',
    priceFen: 0,
    daysAgo: 20,
    body:
      p('慢病患者需要长期、规律用药。为每位患者建立用药档案，记录药品、剂量和开药日期，可以估算下一次购药时间。') +
      p('在用药快用完前三到五天提醒患者复诊，既能保证治疗连续，也能让诊所提前备货，减少临时缺药。') +
      p('药采的“常购清单”可以把慢病常用药集中起来，一键加入购物车。'),
  },
  {
    title: '中药饮片的采购验收与储存',
    summary: '饮片的性状鉴别、含水量和虫蛀霉变的防控，以及易串味品种的分区储存。',
    author: '中药师 刘芳',
    priceFen: 990,
    daysAgo: 30,
    body:
      p('中药饮片的质量受产地、炮制和储存条件影响较大。验收时除核对品名、规格、产地和批号外，还要做性状检查。') +
      '<h2>储存</h2>' +
      p('饮片宜放在阴凉干燥处，含糖、含油多的品种（如枸杞、当归）易吸潮、泛油，要缩短周转周期；芳香类品种应单独存放，避免串味。') +
      '<h2>养护</h2>' +
      p('定期翻检，发现虫蛀、霉变立即隔离，不得与合格品混放；养护记录要写明检查日期、问题和处理结果。'),
  },
] as const;

/** The demo buyer who already owns one paid article. */
export const ARTICLE_BUYER = 'yaofang01';

export async function seedMember(db: Db, today: Date): Promise<void> {
  if ((await db.$count(memberArticles)) > 0) return;
  const rows = await db
    .insert(memberArticles)
    .values(
      DEMO_ARTICLES.map((a) => ({
        title: a.title,
        summary: a.summary,
        author: a.author,
        priceFen: a.priceFen,
        bodyHtml: a.body,
        publishedAt: new Date(today.getTime() - a.daysAgo * DAY),
      })),
    )
    .returning({ id: memberArticles.id, priceFen: memberArticles.priceFen });
  const [buyer] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, ARTICLE_BUYER));
  const owned = rows.find((r) => r.priceFen > 0);
  if (!buyer || !owned) return;
  const outTradeNo = 'PDEMOARTICLE0001';
  const paidAt = new Date(today.getTime() - 3 * DAY);
  await db.insert(payments).values({
    outTradeNo,
    purpose: 'article',
    articleId: owned.id,
    clientId: buyer.id,
    payType: PAY_TYPE.wechat,
    provider: 'sandbox',
    amountFen: owned.priceFen,
    status: 1,
    createdAt: paidAt,
    paidAt,
  });
  await db.insert(articlePurchases).values({ articleId: owned.id, clientId: buyer.id, amountFen: owned.priceFen, outTradeNo, createdAt: paidAt });
}
