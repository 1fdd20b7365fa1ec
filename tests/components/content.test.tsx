import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi } from '../../src/api';
import type { HelpPageText } from '../../src/contract/content';
import { HELP_TOPICS } from '../../src/model/help-topics';
import { HelpPage, helpTopicOf, CERTIFICATES } from '../../src/features/help';
import { HELP_CONTENT } from '../../src/features/help/help-content';
import { RichText, sanitizeRichText } from '../../src/features/content';

afterEach(cleanup);

/** The store answers /w1/helpPages with these saved pages (every other call refused). */
function helpServer(pages: HelpPageText[]) {
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input) => {
      const ok = new URL(String(input)).pathname === '/api/w1/helpPages';
      return new Response(JSON.stringify(ok ? { code: 200, msg: 'ok', data: pages } : { code: 404, msg: 'no', data: null }), { headers: { 'content-type': 'application/json' } });
    },
  });
}

function renderAt(path: string, ui: React.ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return location;
}

describe('help topic selection', () => {
  it('picks the named topic, and the first one for an unknown or missing name', () => {
    expect(helpTopicOf('bankTransfer').title).toBe('银行转账');
    expect(helpTopicOf('qualification').name).toBe('qualification');
    expect(helpTopicOf('nope').name).toBe('login');
    expect(helpTopicOf('').name).toBe('login');
    expect(helpTopicOf(null).name).toBe('login');
    expect(helpTopicOf('__proto__').name).toBe('login');
  });

  it('has written content for every one of the nine topics', () => {
    expect(HELP_TOPICS).toHaveLength(9);
    for (const topic of HELP_TOPICS) {
      const article = HELP_CONTENT[topic.name];
      expect(article.lead.length, topic.name).toBeGreaterThan(10);
      expect(article.sections.length, topic.name).toBeGreaterThan(0);
    }
  });

  it('shows the first topic for an unknown name and marks it in the topic list', async () => {
    helpServer([]);
    renderAt('/help?name=bogus', <HelpPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('登录注册');
    const nav = screen.getByRole('navigation', { name: '帮助主题' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: '登录注册' }).getAttribute('aria-current')).toBe('page');
  });

  it('switches topic through the list and keeps it in the URL', () => {
    const location = renderAt('/help', <HelpPage />);
    fireEvent.click(screen.getByRole('link', { name: '退货地址' }));
    expect(location.history?.at(-1)).toBe('/help?name=returnAddress');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('退货地址');
    expect(screen.getByText(/康桥东路1188号 药采物流中心3号库/)).toBeTruthy();
  });

  it('shows what staff saved: a built-in topic replaced (sanitised again), a page of its own in its group', async () => {
    helpServer([
      { name: 'returnRules', title: '退货须知', group: '售后服务', sort: 0, content: '<p>七天内可退</p><img src=x onerror="alert(1)">' },
      { name: 'invoice', title: '发票说明', group: '关于我们', sort: 0, content: '<p>随货开票</p>' },
    ]);
    renderAt('/help?name=returnRules', <HelpPage />);
    expect((await screen.findByRole('heading', { level: 1, name: '退货须知' })).closest('article')!.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('七天内可退')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '帮助主题' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    fireEvent.click(within(nav).getByRole('link', { name: '发票说明' }));
    expect((await screen.findByRole('heading', { level: 1, name: '发票说明' })).textContent).toBe('发票说明');
    expect(screen.getByText('随货开票')).toBeTruthy();
  });

  it('draws the licence certificates on the qualification topic', () => {
    renderAt('/help?name=qualification', <HelpPage />);
    const cards = screen.getAllByTestId('certificate');
    expect(cards.length).toBe(CERTIFICATES.length);
    for (const name of ['药品经营许可证', 'GSP证书', '营业执照', '互联网药品信息服务资格证书']) {
      expect(screen.getByRole('heading', { name }), name).toBeTruthy();
    }
    expect(screen.getByText('沪AA0210001')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('announcement rich text', () => {
  const hostile =
    '<p>请核对收货信息。</p><script>window.__xss = 1</script><p onclick="window.__xss = 2">点击查看详情</p>' +
    '<img src="x" onerror="window.__xss = 3"><a href="javascript:alert(3)">查看清单</a><a href="/category?ClassID=44">器械</a>' +
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';

  it('sanitises again in the browser: no script, no event handlers, no javascript: links', () => {
    const safe = sanitizeRichText(hostile);
    expect(safe).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style/i);
    expect(safe).toContain('请核对收货信息。');
    expect(safe).toContain('点击查看详情');
  });

  it('renders only the sanitised markup', () => {
    renderAt('/announcement/9', <RichText html={hostile} />);
    const box = screen.getByTestId('rich-text');
    expect(box.textContent).toContain('请核对收货信息。');
    expect(box.querySelector('script, iframe, style')).toBeNull();
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
    }
    expect(box.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as typeof window & { __xss?: number }).__xss).toBeUndefined();
  });

  it('follows site links inside the app', () => {
    const location = renderAt('/announcement/9', <RichText html={hostile} />);
    fireEvent.click(screen.getByRole('link', { name: '器械' }));
    expect(location.history?.at(-1)).toBe('/category?ClassID=44');
  });
});
