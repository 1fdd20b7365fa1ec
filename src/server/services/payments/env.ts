/** Environment helpers of the live adapters: PEM keys from variables, and where notifications go. */
import type { ProviderName } from './provider';

/** A PEM key from an environment variable (`\n` written literally is allowed). */
export const envPem = (v: string | undefined) => (v ? v.replace(/\\n/g, '\n') : '');

/** YAOCAI_PUBLIC_URL: this site as the providers reach it (https in production). */
export const publicUrl = () => (process.env.YAOCAI_PUBLIC_URL || '').replace(/\/$/, '');
export const notifyUrl = (provider: ProviderName) => `${publicUrl()}/api/pay/notify/${provider}`;
