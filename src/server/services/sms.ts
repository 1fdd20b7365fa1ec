/**
 * Text messages go through this small interface. The only implementation here is the sandbox: it writes the
 * message to the server's output instead of sending it (a real SMS gateway plugs in behind the same interface).
 */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export const sandboxSms: SmsSender = {
  async send(mobile, text) {
    console.info(`[短信沙箱] 发送至 ${mobile}：${text}`);
  },
};
