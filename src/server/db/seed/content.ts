/**
 * Demo content: announcements and the home page (carousel, recommended floors drawn from the best sellers).
 * Each part checks its own table.
 */
import type { Db } from '../types';
import { announcements, banners, floorProducts, homeFloors, products } from '../schema';
import { bestSellers, categoryIds } from './catalogue';
import { moveSequencesPast } from './sequences';

const DAY = 86_400_000;

/**
 * Rich HTML as staff would paste it. Two of them carry hostile markup on purpose (renderers must sanitise): what a
 * buyer sees of them once it is removed is an ordinary notice (客户收货须知, 近效期药品特价清仓), never test data.
 */
export const ANNOUNCEMENTS: { title: string; contentHtml: string; daysAgo: number }[] = [
  { title: '关于春节期间发货安排的通知', daysAgo: 2, contentHtml: '<p>尊敬的客户：</p><p>春节期间（除夕至初六）暂停发货，初七起恢复正常配送。请提前备货。</p>' },
  { title: '药采平台新客户首单立减活动', daysAgo: 5, contentHtml: '<p>新注册客户首单满<strong>500元</strong>立减50元，活动截止本月底。</p>' },
  { title: '关于部分中药饮片调价的说明', daysAgo: 9, contentHtml: '<p>受产地行情影响，<em>金银花、枸杞子</em>等品种价格有所调整，以下单时页面价格为准。</p>' },
  { title: '冬季流感高发，感冒类药品备货提醒', daysAgo: 13, contentHtml: '<ul><li>连花清瘟胶囊</li><li>板蓝根颗粒</li><li>感冒灵颗粒</li></ul><p>请各门店及时补货。</p>' },
  { title: '系统升级公告', daysAgo: 20, contentHtml: '<p>本站将于周六凌晨2:00-4:00进行系统维护，期间暂停下单。</p>' },
  { title: '资质证照到期更新提醒', daysAgo: 26, contentHtml: '<p>请在证照到期前30天上传新的《药品经营许可证》及GSP证书，以免影响采购。</p><img src="/img/notice-license.svg" alt="证照示例">' },
  { title: '关于规范处方药销售的通知', daysAgo: 33, contentHtml: '<p>处方药仅向经营范围包含处方药的客户销售，如需调整经营范围请联系客服。</p>' },
  { title: '医疗器械专区上新', daysAgo: 41, contentHtml: '<p>电子血压计、血糖仪等家用器械上新，<a href="/category?ClassID=44">点击查看</a>。</p>' },
  { title: '客户收货须知<script>alert(1)</script>', daysAgo: 50, contentHtml: '<p>收货时请当面核对品名、规格、数量、批号及有效期，外箱破损或数量不符请拒收并在24小时内联系客服。</p><script>alert(1)</script><p onclick="alert(2)">冷链药品请在签收后2小时内入库冷藏。</p>' },
  { title: '近效期药品特价清仓', daysAgo: 58, contentHtml: '<p>部分近效期药品特价清仓，数量有限。</p><img src="x" onerror="alert(1)"><a href="javascript:alert(3)">查看清单</a>' },
];

/** `{name}` in a url is replaced by the id of the category of that name. */
const BANNERS: (typeof banners.$inferInsert)[] = [
  { title: '冬季感冒季 备货正当时', subtitle: '感冒用药、解热镇痛热销品种 现货直发', theme: 'green', url: '/category?ClassID={呼吸系统}', sort: 1 },
  { title: '特价专区 限时直降', subtitle: '精选品种 低至八折 售完即止', theme: 'red', url: '/specialZone', sort: 2 },
  { title: '品牌厂家 正品保障', subtitle: '华润三九、以岭、同仁堂等名厂直供', theme: 'blue', url: '/famousManufacturer', sort: 3 },
  { title: '诊所专区 一站配齐', subtitle: '注射剂、抗感染、器械耗材 诊所常备', theme: 'teal', url: '/clinicZone', sort: 4 },
];

/** Floors: title, subtitle, the categories (sub-category names) they draw from (all when omitted), the more-link. */
const FLOORS: { title: string; subtitle: string; subs?: string[]; url: string }[] = [
  { title: '热销推荐', subtitle: '药店诊所都在买', url: '/category?sort=sales' },
  { title: '感冒发热', subtitle: '换季高发 及时补货', subs: ['感冒用药', '解热镇痛药', '止咳化痰'], url: '/category?ClassID={呼吸系统}' },
  { title: '慢病用药', subtitle: '降压 降糖 降脂', subs: ['降压药', '降糖药', '降脂药'], url: '/category?ClassID={心脑血管}' },
  { title: '中药饮片', subtitle: '道地药材 规范炮制', subs: ['根茎类', '花叶类', '果实种子类'], url: '/category?ClassID={中药饮片}' },
  { title: '医疗器械', subtitle: '家用检测 敷料耗材', subs: ['检测器械', '敷料耗材', '护理器械'], url: '/category?ClassID={医疗器械}' },
];

const FLOOR_SIZE = 10;

async function seedAnnouncements(db: Db, today: Date): Promise<void> {
  if ((await db.$count(announcements)) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(announcements).values(
      ANNOUNCEMENTS.map((a, i) => ({
        id: i + 1,
        title: a.title,
        contentHtml: a.contentHtml,
        createdAt: new Date(today.getTime() - a.daysAgo * DAY),
      })),
    );
    await moveSequencesPast(tx, ['announcements']);
  });
}

async function seedHome(db: Db): Promise<void> {
  if ((await db.$count(banners)) > 0 || (await db.$count(products)) === 0) return;
  const classIds = await categoryIds(db);
  const fillUrl = (url: string) => url.replace(/\{(.+?)\}/g, (_, name: string) => String(classIds([name])[0] ?? ''));
  const floorRows = await Promise.all(FLOORS.map((f) => bestSellers(db, FLOOR_SIZE, f.subs && classIds(f.subs))));

  await db.transaction(async (tx) => {
    await tx.insert(banners).values(BANNERS.map((b) => ({ ...b, url: fillUrl(b.url) })));
    for (const [i, f] of FLOORS.entries()) {
      const [floor] = await tx
        .insert(homeFloors)
        .values({ title: f.title, subtitle: f.subtitle, url: fillUrl(f.url), sort: i })
        .returning({ id: homeFloors.id });
      const list = floorRows[i] ?? [];
      if (floor && list.length) await tx.insert(floorProducts).values(list.map((p, j) => ({ floorId: floor.id, productId: p.id, sort: j })));
    }
  });
}

/** Runs after the catalogue (floors list its products, links name its categories). */
export async function seedContent(db: Db, today: Date): Promise<void> {
  await seedAnnouncements(db, today);
  await seedHome(db);
}
