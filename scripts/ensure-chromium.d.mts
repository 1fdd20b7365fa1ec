export const CHROMIUM_PATH: string;
export function ensureChromium(): boolean;
