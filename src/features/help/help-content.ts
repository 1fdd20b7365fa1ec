/**
 * The help centre's text, one entry per topic of src/model/help-topics.ts. Plain data: HelpPage draws the
 * blocks, the qualification topic draws the certificate cards from certificates.ts.
 */
import { HOTLINE } from '../../model/constants';
import type { HelpTopicName } from '../../model/help-topics';
import { COMPANY_NAME } from './certificates';

export type HelpBlock =
  | { kind: 'text'; text: string }
  | { kind: 'steps'; items: { title: string; text: string }[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'note'; text: string }
  | { kind: 'links'; items: { label: string; href: string }[] }
  | { kind: 'certificates' };

export interface HelpSection {
  heading?: string;
  blocks: HelpBlock[];
}

export interface HelpArticle {
  lead: string;
  sections: HelpSection[];
}

const SERVICE_HOURS = '周一至周六 8:30-18:00（法定节假日除外）';
const WAREHOUSE = '上海市浦东新区康桥东路1188号 药采物流中心3号库';

export const HELP_CONTENT: Record<HelpTopicName, HelpArticle> = {
  login: {
    lead: `药采只向具备合法资质的药店、诊所和医疗机构供货。注册免费，资质审核通过后即可登录、查看价格并采购。`,
    sections: [
      {
        heading: '注册步骤',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '选择客户类型', text: '点击页面顶部“免费注册”，按实际情况选择：单体药店、营利性医疗机构、非营利性医疗机构、连锁单店、连锁总部或商业公司。' },
              { title: '填写账号信息', text: '设置登录账号和密码（6-12位），填写企业名称、收货地区与地址、联系人及手机号，并完成短信验证。有推荐业务员的可填写业务员。' },
              { title: '上传资质', text: '按页面提示上传证照照片（jpg、png 或 bmp）。所需证照随客户类型不同，页面会标出必传与选传项。' },
              { title: '等待审核', text: '我们会在1个工作日内完成审核。审核期间登录会提示“账号正在审核中”，审核通过后即可正常登录采购。' },
            ],
          },
        ],
      },
      {
        heading: '常见客户类型需要的资质',
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['单体药店 / 连锁单店', '营业执照、药品经营许可证、GSP证书、采购委托书、采购人员身份证复印件'],
              ['诊所等医疗机构', '医疗机构执业许可证、采购委托书、开票资料；营利性机构另需营业执照和采购人员身份证复印件'],
              ['连锁总部 / 商业公司', '在药店所需资质之外，另需上一年度企业年度报告；商业公司还需收货委托书、收货人身份证复印件、质量体系调查表和印章印模'],
            ],
          },
          { kind: 'note', text: '证照须在有效期内且清晰完整；证照即将到期时请提前30天联系客服提交新证照，以免影响采购。' },
        ],
      },
      {
        heading: '登录',
        blocks: [
          {
            kind: 'list',
            items: [
              '在登录页输入账号和密码即可登录；一个账号关联多家企业时，登录后选择本次采购的企业。',
              '业务员使用业务员账号在同一页面登录，登录后可代所服务的客户下单。',
              '已接入药采的诊所管理系统，可在系统内直接进入药采，无需再次输入密码。',
              `忘记密码或账号被冻结，请致电客服热线 ${HOTLINE}，核实身份后为您处理。`,
            ],
          },
          { kind: 'links', items: [{ label: '免费注册', href: '/register' }, { label: '去登录', href: '/login' }] },
        ],
      },
    ],
  },
  purchase: {
    lead: '从找药到收货，一般只需几分钟下单，上海市内当日或次日送达，外省2-4天。',
    sections: [
      {
        heading: '下单六步',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '登录账号', text: '登录后才能看到价格和库存。' },
              { title: '查找商品', text: '在搜索框输入药品名称、拼音首字母（如 amxl 找阿莫西林）、批准文号或厂家，也可按分类、品牌厂家或专区浏览。' },
              { title: '加入购物车', text: '按中包装数量的整数倍选择采购数量；近效期商品加入前会提醒效期，请确认后再加购。' },
              { title: '提交订单', text: '在购物车勾选要结算的商品，核对收货地址，选择可用的优惠券后提交订单。' },
              { title: '支付', text: '可使用现金账户余额、授信额度、微信或支付宝扫码，也可银行转账（见“银行转账”）。' },
              { title: '发货与收货', text: '订单付款后进入待发货，仓库按批号拣货出库；收货时请当面核对品名、规格、批号和数量后签收。' },
            ],
          },
        ],
      },
      {
        heading: '采购须知',
        blocks: [
          {
            kind: 'list',
            items: [
              '处方药仅向经营范围包含处方药的客户销售；需要调整经营范围请联系客服并补充资质。',
              '商品显示“待补货”时暂不能购买，到货后即可采购。',
              '特价、秒杀等活动商品有限购数量，以页面提示为准。',
              '下单价格以提交订单时页面显示的价格为准。',
            ],
          },
          { kind: 'links', items: [{ label: '去选购商品', href: '/category' }, { label: '查看购物车', href: '/shopCart' }] },
        ],
      },
    ],
  },
  returnRules: {
    lead: '药品是特殊商品。依据《药品经营质量管理规范》，除质量问题和我方差错外，药品一经售出不予退换。',
    sections: [
      {
        heading: '可以退货的情况',
        blocks: [
          {
            kind: 'list',
            items: [
              '药品存在质量问题（如变质、包装破损渗漏、批号或效期与标识不符）。',
              '我方错发、漏发或多发，以及运输途中造成的破损。',
              '收到的商品效期短于订单页面所示效期。',
            ],
          },
        ],
      },
      {
        heading: '不予退货的情况',
        blocks: [
          {
            kind: 'list',
            items: [
              '无质量问题的药品（客户原因买错、买多）。',
              '冷藏、冷冻药品及疫苗类生物制品（签收时已验收确认）。',
              '标注“近效期”的特价清仓商品，以及已拆零的商品。',
              '超过申请时限，或商品外包装、说明书、随货同行单不全的。',
            ],
          },
        ],
      },
      {
        heading: '时限与费用',
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['破损、错发、漏发', '签收时当场拒收，或签收后48小时内申请'],
              ['质量问题', '签收后7天内申请，需提供照片及批号'],
              ['运费', '符合退货条件的，往返运费由药采承担'],
              ['退款方式', '按原支付方式退回；银行转账与授信付款的订单退回现金账户或冲减授信'],
            ],
          },
        ],
      },
    ],
  },
  returnFlow: {
    lead: '退货申请在线提交，审核通过后寄回商品，仓库验收后退款。',
    sections: [
      {
        heading: '退货流程',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '提交申请', text: '进入“个人中心 › 我的订单”，在订单详情中选择需要退货的商品和数量，填写原因并上传商品照片（含批号）。' },
              { title: '客服审核', text: '客服在1个工作日内审核，订单状态为“退款待审核”；审核结果会以短信通知。' },
              { title: '寄回商品', text: '审核通过后，请在5天内将商品连同随货同行单复印件寄回退货地址，在包裹内写明订单号。' },
              { title: '仓库验收', text: '仓库收到后2个工作日内验收，核对品名、批号和数量。' },
              { title: '退款到账', text: '验收通过后退款，订单状态变为“退款成功”；在线支付1-3个工作日原路到账。' },
            ],
          },
          { kind: 'note', text: '未经审核直接寄回的包裹仓库无法识别，可能被拒收。审核驳回的申请，可在订单详情查看驳回原因。' },
          { kind: 'links', items: [{ label: '我的订单', href: '/personal/myOrder' }, { label: '退货地址', href: '/help?name=returnAddress' }] },
        ],
      },
    ],
  },
  returnAddress: {
    lead: '仅接收已审核通过的退货，请务必在包裹内附上订单号和随货同行单复印件。',
    sections: [
      {
        heading: '退货收件信息',
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['收件单位', `${COMPANY_NAME} 退货组`],
              ['收件地址', WAREHOUSE],
              ['邮政编码', '201315'],
              ['联系电话', '021-58126688 转 3'],
              ['收货时间', '周一至周六 9:00-17:00'],
            ],
          },
          { kind: 'note', text: '请勿寄到付件或平邮；冷藏药品退货须先与客服确认冷链运输方式。' },
        ],
      },
    ],
  },
  bankTransfer: {
    lead: '提交订单时选择“银行转账”，通过对公账户汇款，财务确认到账后订单即转为已付款。',
    sections: [
      {
        heading: '收款账户',
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['户名', COMPANY_NAME],
              ['开户银行', '中国工商银行上海康桥支行'],
              ['账号', '1001 2347 0930 0012 688'],
              ['行号', '102290023476'],
            ],
          },
        ],
      },
      {
        heading: '转账步骤',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '提交订单', text: '在订单支付页选择“银行转账”，记下订单号和应付金额。' },
              { title: '汇款', text: '按应付金额汇入上面的账户，附言填写订单号；请使用注册企业的账户汇款。' },
              { title: '确认到账', text: '财务在到账后1个工作日内确认，订单状态变为“已付款待发货”。' },
            ],
          },
          { kind: 'note', text: '转账订单保留3天，逾期未到账将自动取消。药采不会以任何理由要求您向个人账户转账，谨防诈骗。' },
        ],
      },
    ],
  },
  qualification: {
    lead: `${COMPANY_NAME}依法取得药品批发经营资质，以下证照均在有效期内，可随时向客服索取加盖公章的复印件。`,
    sections: [{ blocks: [{ kind: 'certificates' }] }],
  },
  join: {
    lead: '药采向全国药店、诊所和医疗机构开放，注册、使用均免费，没有加盟费和年费。',
    sections: [
      {
        heading: '加入药采您将获得',
        blocks: [
          {
            kind: 'list',
            items: [
              '两千余种常用药品、器械和中药饮片，药厂与一级商业直供，正品保障。',
              '批发价格透明，新客户首单立减，特价与秒杀活动不定期上新。',
              '专属业务员一对一服务，常购清单、快速下单，补货更省时。',
              '支持诊所管理系统接入，在系统内即可查价下单。',
            ],
          },
        ],
      },
      {
        heading: '加入条件与方式',
        blocks: [
          {
            kind: 'list',
            items: [
              '持有有效的营业执照与药品经营许可证（药店），或医疗机构执业许可证（诊所、卫生院等）。',
              '在线注册并上传资质，1个工作日内审核通过即可采购。',
              `连锁企业、商业公司及诊所系统厂商合作，请致电 ${HOTLINE} 联系商务部。`,
            ],
          },
          { kind: 'links', items: [{ label: '立即免费注册', href: '/register' }] },
        ],
      },
    ],
  },
  contact: {
    lead: '遇到任何问题，欢迎随时联系我们。',
    sections: [
      {
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['客服热线', HOTLINE],
              ['服务时间', SERVICE_HOURS],
              ['质量投诉', '021-58126688 转 5'],
              ['公司名称', COMPANY_NAME],
              ['公司地址', '上海市浦东新区康桥东路1188号'],
            ],
          },
          { kind: 'text', text: '需要专属业务员上门或电话服务，可致电客服安排。非工作时间来电请留言，我们会在下一个工作日回电。' },
        ],
      },
    ],
  },
};
