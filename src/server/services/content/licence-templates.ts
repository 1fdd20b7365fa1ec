/**
 * GET /v5/templateDownload: the forms a registrant prints, fills in, signs, seals and uploads as a licence picture
 * (purchase and receiving powers of attorney, the quality-system questionnaire). Printable HTML documents.
 */
import { LICENCES, type TemplateKind } from '../../../model/licences';

const blank = '<span class="blank"></span>';

const BODIES: Record<TemplateKind, string> = {
  attorney: `
    <p>致：药采医药有限公司</p>
    <p>兹委托 ${blank}（身份证号：${blank}）为我单位药品采购人员，全权办理我单位在贵公司的药品采购、对账及结算事宜。
    委托人所签订的采购订单，我单位均予以承认并承担相应责任。</p>
    <p>采购品种范围：${blank}</p>
    <p>委托期限：自 ____年__月__日 至 ____年__月__日</p>
    <p>被委托人签字：${blank}　　联系电话：${blank}</p>`,
  purchaseCom: `
    <p>致：药采医药有限公司</p>
    <p>兹委托 ${blank}（身份证号：${blank}）为我单位药品收货人员，负责签收贵公司配送的药品并核对随货单据。</p>
    <p>收货地址：${blank}</p>
    <p>委托期限：自 ____年__月__日 至 ____年__月__日</p>
    <p>被委托人签字：${blank}　　联系电话：${blank}</p>`,
  quaQues: `
    <table>
      <tr><th>单位名称</th><td></td><th>企业负责人</th><td></td></tr>
      <tr><th>质量负责人</th><td></td><th>联系电话</th><td></td></tr>
      <tr><th>仓库地址</th><td colspan="3"></td></tr>
      <tr><th>仓储面积（㎡）</th><td></td><th>是否具备阴凉库</th><td>□是　□否</td></tr>
      <tr><th>温湿度监测</th><td colspan="3">□自动监测　□人工记录　□无</td></tr>
      <tr><th>质量管理制度</th><td colspan="3">□已建立并执行　□正在建立</td></tr>
      <tr><th>近一年质量事故</th><td colspan="3">□无　□有（请说明）：</td></tr>
    </table>`,
};

export function licenceTemplate(kind: TemplateKind): { filename: string; html: string } {
  const title = `${LICENCES[kind]}模板`;
  const html = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title>
<style>
  body { font: 16px/2 "SimSun", "Songti SC", serif; max-width: 720px; margin: 40px auto; color: #000; }
  h1 { text-align: center; font-size: 24px; letter-spacing: 4px; }
  .blank { display: inline-block; min-width: 160px; border-bottom: 1px solid #000; }
  table { width: 100%; border-collapse: collapse; } th, td { border: 1px solid #000; padding: 6px 8px; height: 32px; }
  th { width: 22%; font-weight: normal; background: #f5f5f5; }
  .sign { margin-top: 48px; text-align: right; }
  @media print { .tip { display: none; } }
</style></head>
<body>
<p class="tip">请打印本页，填写完整后签字并加盖单位公章，拍照或扫描上传至注册页面的“${LICENCES[kind]}”。</p>
<h1>${LICENCES[kind]}</h1>
${BODIES[kind]}
<p class="sign">单位名称（加盖公章）：${blank}<br>法定代表人或负责人签字：${blank}<br>日期：____年__月__日</p>
</body></html>
`;
  return { filename: `${title}.html`, html };
}
