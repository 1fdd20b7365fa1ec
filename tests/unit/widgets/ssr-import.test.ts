/**
 * A server-rendering host (Next, Nuxt, Astro…) imports the widget module on the server: no window, no
 * HTMLElement, no customElements. The import must not throw and must define nothing.
 */
import { describe, expect, it } from 'vitest';

describe('widgets on a server', () => {
  it('imports without HTMLElement and installs nothing', async () => {
    expect(typeof (globalThis as { HTMLElement?: unknown }).HTMLElement).toBe('undefined');
    await expect(import('../../../widgets/index')).resolves.toBeDefined();
    expect((globalThis as { YaoCai?: unknown }).YaoCai).toBeUndefined();
    const { defineWidget } = await import('../../../widgets/define');
    expect(defineWidget('yc-test', { load: async () => () => null, attrs: {} })).toBe(false);
  });
});
