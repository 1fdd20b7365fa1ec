/** Demo announcements and search history (hot keywords). */

/** Rich HTML as staff would paste it. Two of them carry hostile markup on purpose: renderers must sanitise. */
export const ANNOUNCEMENTS: { title: string; contentHtml: string; daysAgo: number }[] = [
  { title: '关于春节期间发货安排的通知', daysAgo: 2, contentHtml: '<p>尊敬的客户：</p><p>春节期间（除夕至初六）暂停发货，初七起恢复正常配送。请提前备货。</p>' },
  { title: '药采平台新客户首单立减活动', daysAgo: 5, contentHtml: '<p>新注册客户首单满<strong>500元</strong>立减50元，活动截止本月底。</p>' },
  { title: '关于部分中药饮片调价的说明', daysAgo: 9, contentHtml: '<p>受产地行情影响，<em>金银花、枸杞子</em>等品种价格有所调整，以下单时页面价格为准。</p>' },
  { title: '冬季流感高发，感冒类药品备货提醒', daysAgo: 13, contentHtml: '<ul><li>连花清瘟胶囊</li><li>板蓝根颗粒</li><li>感冒灵颗粒</li></ul><p>请各门店及时补货。</p>' },
  { title: '系统升级公告', daysAgo: 20, contentHtml: '<p>本站将于周六凌晨2:00-4:00进行系统维护，期间暂停下单。</p>' },
  { title: '资质证照到期更新提醒', daysAgo: 26, contentHtml: '<p>请在证照到期前30天上传新的《药品经营许可证》及GSP证书，以免影响采购。</p><img src="/img/notice-license.svg" alt="证照示例">' },
  { title: '关于规范处方药销售的通知', daysAgo: 33, contentHtml: '<p>处方药仅向经营范围包含处方药的客户销售，如需调整经营范围请联系客服。</p>' },
  { title: '医疗器械专区上新', daysAgo: 41, contentHtml: '<p>电子血压计、血糖仪等家用器械上新，<a href="/category?ClassID=44">点击查看</a>。</p>' },
  { title: '【测试】客户须知<script>alert(1)</script>', daysAgo: 50, contentHtml: '<p>请核对收货信息。</p><script>alert(1)</script><p onclick="alert(2)">点击查看详情</p>' },
  { title: '近效期药品特价清仓', daysAgo: 58, contentHtml: '<p>部分近效期药品特价清仓，数量有限。</p><img src="x" onerror="alert(1)"><a href="javascript:alert(3)">查看清单</a>' },
];

/** Keyword and how many times demo clients searched it; the most searched become publicHeader.searchList. */
export const HOT_KEYWORDS: [string, number][] = [
  ['连花清瘟', 30],
  ['阿莫西林', 26],
  ['布洛芬', 24],
  ['板蓝根', 20],
  ['口罩', 18],
  ['感冒灵', 16],
  ['血压计', 12],
  ['复方丹参滴丸', 11],
  ['二甲双胍', 10],
  ['头孢', 9],
  ['维生素C', 8],
  ['蒙脱石散', 7],
];
