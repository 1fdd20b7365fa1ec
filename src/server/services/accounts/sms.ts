/**
 * Text messages go through this small interface. The only implementation here is the sandbox: it writes the
 * message to the server's output instead of sending it (a real SMS gateway plugs in behind the same interface).
 */
import { redactText } from '../../lib/redact';

export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export const sandboxSms: SmsSender = {
  async send(mobile, text) {
    // The code is the sandbox's point; the number is masked like every mobile in the output.
    console.info(`[短信沙箱] 发送至 ${redactText(mobile)}：${text}`);
  },
};
