/**
 * Which providers are on. YAOCAI_PAY_PROVIDER=live switches the QR channels to the real adapters, each enabled only
 * when its keys are present (PEM text in the variables, `\n` allowed):
 *   Alipay:  ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (PKCS1, or PKCS8 with ALIPAY_KEY_TYPE=PKCS8), ALIPAY_PUBLIC_KEY,
 *            optional ALIPAY_SELLER_ID, ALIPAY_GATEWAY, ALIPAY_ENDPOINT
 *   WeChat:  WXPAY_MCHID, WXPAY_APPID, WXPAY_SERIAL (merchant certificate serial), WXPAY_PRIVATE_KEY,
 *            WXPAY_APIV3_KEY (32 bytes), WXPAY_PLATFORM_KEYS as JSON {"PUB_KEY_ID_… or serial": "PEM", …}
 * YAOCAI_PUBLIC_URL is where providers send notifications (https in production).
 */
import { orderSettings } from '../../lib/order-settings';
import type { WalletWay } from '../../../model/payment-rules';
import type { PaymentProvider, ProviderName } from './provider';
import { sandboxProvider } from './sandbox';
import { alipayConfigFromEnv, createAlipayProvider } from './alipay';
import { createWxpayProvider, wxpayConfigFromEnv } from './wxpay';

let cache: { key: string; providers: Partial<Record<ProviderName, PaymentProvider>> } | null = null;

/** The live adapters whose keys are configured, rebuilt when the environment changes (tests set it). */
function liveProviders(): Partial<Record<ProviderName, PaymentProvider>> {
  const ali = alipayConfigFromEnv();
  const wx = wxpayConfigFromEnv();
  const key = JSON.stringify([ali, wx]);
  if (cache?.key === key) return cache.providers;
  const providers: Partial<Record<ProviderName, PaymentProvider>> = {};
  if (ali) providers.alipay = createAlipayProvider(ali);
  if (wx) providers.wxpay = createWxpayProvider(wx);
  cache = { key, providers };
  return providers;
}

/** The adapter that answers notifications posted to /api/pay/notify/<name>, or null when it is off. */
export function providerByName(name: ProviderName): PaymentProvider | null {
  if (name === 'sandbox') return orderSettings().qrProvider === 'sandbox' ? sandboxProvider : null;
  return liveProviders()[name] ?? null;
}

/** The adapter a QR payment by this wallet goes through, or null when that wallet is not available. */
export function providerForWay(way: WalletWay): PaymentProvider | null {
  if (orderSettings().qrProvider === 'sandbox') return sandboxProvider;
  return liveProviders()[way === 'wx' ? 'wxpay' : 'alipay'] ?? null;
}
