/**
 * Compliance in the browser against a stubbed server: the checkout shows a blocking reason with its fix link and
 * keeps submit disabled; several purchasers wait for a choice and the chosen one is sent; the licence reminder names
 * the soonest licence and, closed, stays closed for the rest of the day.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetApi } from '../../src/api';
import type { ComplianceStatus } from '../../src/contract/compliance';
import { SubmitOrderPage } from '../../src/features/checkout';
import { LicenceReminder } from '../../src/features/compliance';
import { chinaDay } from '../../src/model/date-range';
import { persistence } from '../../src/stores/persistence';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { asClient } from './cart-fixtures';
import { checkoutServer, GOOD_STANDING, previewOf } from './checkout-fixtures';

function open(ui: React.ReactNode, path = '/submitOrder') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      {ui}
      <Overlays />
    </Router>,
  );
  return location;
}
const submit = () => screen.getByRole('button', { name: '提交订单' });

const EXPIRED: ComplianceStatus = {
  ...GOOD_STANDING,
  allowed: false,
  reasons: [{ code: 'licenceExpired', text: '药品经营许可证已于2026-11-20过期，不能提交订单，请上传新证', fix: 'renewLicence', fixText: '上传新证', severity: 'block' }],
  reminders: [{ kind: 'phaTrading', name: '药品经营许可证', valid_until: '2026-11-20', days_left: -5, step: 0 }],
};
const TWO = [
  { id: 1, name: '王芳', valid_until: '2027-11-24' },
  { id: 2, name: '李明', valid_until: '2027-06-30' },
];
const choose = (purchaserId?: number): ComplianceStatus =>
  purchaserId
    ? { ...GOOD_STANDING, purchasers: TWO, default_purchaser_id: null }
    : {
        ...GOOD_STANDING,
        purchasers: TWO,
        default_purchaser_id: null,
        allowed: false,
        reasons: [{ code: 'purchaserMissing', text: '请选择本次下单的采购人员', fix: 'choosePurchaser', fixText: '选择采购人员', severity: 'block' }],
      };

beforeEach(() => {
  installNotifier();
  sessionStorage.clear();
  localStorage.clear();
  asClient();
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('checkout compliance', () => {
  it('an expired licence: the reason with a link to renew it, submit disabled', async () => {
    checkoutServer(previewOf(), { standing: () => EXPIRED });
    const location = open(<SubmitOrderPage />);
    const reasons = await screen.findByTestId('order-compliance-reasons');
    expect(reasons.textContent).toContain('药品经营许可证已于2026-11-20过期');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    fireEvent.click(within(reasons).getByRole('link', { name: '上传新证' }));
    expect(location.history?.at(-1)).toBe('/personal/licences');
  });

  it('several purchasers: submit waits for a choice, then sends the one chosen', async () => {
    const server = checkoutServer(previewOf(), { standing: choose });
    open(<SubmitOrderPage />);
    await screen.findByText('请选择本次下单的采购人员');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    fireEvent.change(screen.getByLabelText('采购人员'), { target: { value: '2' } });
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(server.of('/w1/sureOrder')).toHaveLength(1));
    expect(server.of('/w1/sureOrder')[0]!.body).toMatchObject({ purchaser_id: 2 });
  });

  it('one purchaser: preselected and sent', async () => {
    const server = checkoutServer(previewOf());
    open(<SubmitOrderPage />);
    await waitFor(() => expect((screen.getByLabelText('采购人员') as HTMLSelectElement).value).toBe('1'));
    await act(async () => undefined); // the page hears the preselection in an effect
    fireEvent.click(submit());
    await waitFor(() => expect(server.of('/w1/sureOrder')).toHaveLength(1));
    expect(server.of('/w1/sureOrder')[0]!.body).toMatchObject({ purchaser_id: 1 });
  });

  it('named by the clinic system: the purchaser is fixed, said so, and sent', async () => {
    const named: ComplianceStatus = { ...GOOD_STANDING, purchasers: [TWO[1]!], default_purchaser_id: 2, named_by_clinic_system: true };
    const server = checkoutServer(previewOf(), { standing: () => named });
    open(<SubmitOrderPage />);
    const select = (await screen.findByLabelText('采购人员')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('2'));
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('由诊所系统当前登录人员下单');
    await act(async () => undefined);
    fireEvent.click(submit());
    await waitFor(() => expect(server.of('/w1/sureOrder')).toHaveLength(1));
    expect(server.of('/w1/sureOrder')[0]!.body).toMatchObject({ purchaser_id: 2 });
  });
});

describe('LicenceReminder', () => {
  it('names the soonest licence with a link, and once closed stays closed today', async () => {
    checkoutServer(previewOf(), { standing: () => EXPIRED });
    open(<LicenceReminder />, '/home');
    const notice = await screen.findByTestId('licence-reminder');
    expect(notice.textContent).toContain('您的药品经营许可证已过期，不能提交订单，请尽快上传新证');
    expect(within(notice).getByRole('link', { name: '去处理' }).getAttribute('href')).toBe('/personal/licences');
    fireEvent.click(within(notice).getByRole('button', { name: '今天不再提醒' }));
    expect(screen.queryByTestId('licence-reminder')).toBeNull();
    cleanup();
    open(<LicenceReminder />, '/home');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('licence-reminder')).toBeNull();
  });

  it('a dismissal of another day does not hide it', async () => {
    checkoutServer(previewOf(), { standing: () => EXPIRED });
    const yesterday = chinaDay(new Date(Date.now() - 86_400_000));
    persistence().local.set('licenceReminder:7', yesterday); // asClient() is client 7
    open(<LicenceReminder />, '/home');
    expect(await screen.findByTestId('licence-reminder')).toBeTruthy();
  });
});

describe('registration: the certificates\' particulars', () => {
  it('asks number, issuer and dates (选填) under each certificate of the type (required ones first), and shows a problem there', async () => {
    const { LicenceStep } = await import('../../src/features/register/LicenceStep');
    const seen: unknown[] = [];
    render(
      <LicenceStep
        type={1}
        pictures={{}}
        setPictures={() => undefined}
        onUploading={() => undefined}
        details={{ GSP: { number: 'A-1', issuer: '', valid_from: '', valid_until: '' } }}
        setDetails={(key, v) => seen.push([key, v])}
        errors={{ 'licenceInfo.GSP': '请填写发证机关' }}
      />,
    );
    const groups = screen.getAllByTestId('licence-details');
    expect(groups.map((g) => g.querySelector('legend')!.textContent)).toEqual([
      '营业执照信息（选填，审核通过后按此有效期提醒）',
      '药品经营许可证信息（选填，审核通过后按此有效期提醒）',
      'GSP证书信息（选填，审核通过后按此有效期提醒）',
      '第二类医疗器械经营备案凭证信息（选填，审核通过后按此有效期提醒）',
      '食品经营许可证信息（选填，审核通过后按此有效期提醒）',
    ]);
    expect(within(groups[2]!).getByRole('alert').textContent).toBe('请填写发证机关');
    fireEvent.change(screen.getByLabelText('GSP证书发证机关'), { target: { value: '上海市药品监督管理局' } });
    expect(seen).toEqual([['GSP', { number: 'A-1', issuer: '上海市药品监督管理局', valid_from: '', valid_until: '' }]]);
  });
});

describe('the product detail says why and what to do', () => {
  it('out of scope: the reason names the missing scope, then the fix', async () => {
    const { BuyBox } = await import('../../src/features/product/BuyBox');
    const { HostEnvContext } = await import('../../src/ui/host-env');
    const { P } = await import('./quick-order-fixtures');
    render(
      <HostEnvContext.Provider value={{ kind: 'site', navigate: () => undefined, requireLogin: () => undefined }}>
        <BuyBox product={P.scopeless} />
      </HostEnvContext.Provider>,
    );
    const note = screen.getByTestId('refusal-note');
    expect(note.getAttribute('data-code')).toBe('outOfScope');
    expect(note.textContent).toBe('头孢呋辛酯片不在您的经营范围内（需要乙类OTC经营范围），请联系客服修改经营范围');
  });
});

describe('a cart line that cannot be bought says why and what to do', () => {
  it('out of scope: the short tip and the whole reason with its fix', async () => {
    const { CartLineRow } = await import('../../src/features/cart/CartLineRow');
    const { line } = await import('./cart-fixtures');
    open(<CartLineRow line={line(5, { ty_name: '阿莫西林胶囊', switch: 0, warnTip: '无经营范围', disabledChecked: true, checked: 0 })} kind="failure" checked={false} />, '/shopCart');
    expect(screen.getByTestId('warn-tip').textContent).toBe('无经营范围');
    expect(screen.getByTestId('refusal-note').textContent).toBe('阿莫西林胶囊不在您的经营范围内，请联系客服修改经营范围');
  });

  it('a drug never sold online: not sold online, choose another', async () => {
    const { CartLineRow } = await import('../../src/features/cart/CartLineRow');
    const { line } = await import('./cart-fixtures');
    open(<CartLineRow line={line(6, { ty_name: '人用狂犬病疫苗', never_online: 1, warnTip: '禁止网上销售', disabledChecked: true, checked: 0 })} kind="failure" checked={false} />, '/shopCart');
    expect(screen.getByTestId('refusal-note').textContent).toBe('人用狂犬病疫苗属于国家特殊管理药品，禁止网上销售选购其他商品');
  });
});
