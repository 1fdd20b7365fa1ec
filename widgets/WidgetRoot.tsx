import { Suspense, useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MSG } from '../src/model/messages';
import { emit } from '../src/stores/events';
import { toast } from '../src/ui/overlay-store';
import { Overlays } from '../src/ui/Overlays';
import { Skeleton } from '../src/ui/States';
import { StyleTarget, cspNonce } from '../src/ui/styled';
import { HostEnvContext, type HostEnv } from '../src/ui/host-env';
import { focusRing, rootReset } from '../src/ui/theme';
import { handOver, storeUrl, widgetConfig } from './config';
import { markActive, registerHost } from './dom-events';
import { dispatch } from './events';
import { bootWidgets } from './boot';
import { themeCss } from './themes';

/**
 * Every element lays itself out by the width the host gives it, not by the viewport's (a 320 px side column of a
 * clinic system on a 1920 px screen is narrow): its root is a CSS query container, the features' own `@media`
 * width rules become `@container` rules inside a shadow root (ui/styled `useCss`), so the layouts the site uses on
 * a phone are the ones an element uses in a narrow column, and below NARROW_BELOW touch targets grow to 44 px.
 * `<yc-cart>` is sized by its badge (a query container's width may not depend on its content): its open panel is
 * the container instead.
 */
export const NARROW_BELOW = 480;

/**
 * The host page's inherited text styles stop at the element: `:host` sets them `!important`, and for important
 * declarations the shadow tree's own rule wins over the page's (CSS cascade, "context"), so even
 * `* { color: red !important; font-size: 41px !important }` on the page cannot reach the widget's text. Layout
 * properties (display, margin, width) stay the host's to set on the element.
 */
const HOST_CSS = `
:host { all: initial; display: block; }
:host { ${rootReset.replace(/;/g, ' !important;')} font-style: normal !important; font-weight: 400 !important; word-spacing: normal !important; text-indent: 0 !important; text-shadow: none !important; white-space: normal !important; visibility: visible; }
:host([hidden]) { display: none !important; }
.yc-root { ${rootReset} }
.yc-root *, .yc-root *::before, .yc-root *::after { box-sizing: border-box; }
${focusRing}
${themeCss}
.yc-root { container-type: inline-size; }
:host(yc-cart) .yc-root { container-type: normal; }
.yc-root img, .yc-root svg { max-width: 100%; }
@container (max-width: ${NARROW_BELOW - 1}px) {
  .yc-root { overflow-wrap: break-word; }
  :is(button, input, select, summary, [role='tab'], a[data-variant]) { min-height: 44px; }
  :is(button, [role='tab']) { min-width: 44px; }
  :is(input[type='checkbox'], input[type='radio']) { min-height: 0; min-width: 24px; height: 24px; }
}
`;

/** Which store paths an element shows itself (the rest are handed over to the host or the store). */
export type OwnsPath = (path: string) => boolean;

/**
 * Everything a widget needs around its feature component: stores booted in widget mode, goober styles inside this
 * shadow root (with the host's CSP nonce), a memory router (the host URL is never touched), the :host reset, the
 * theme, and links to store pages kept inside the element or handed over.
 */
export function WidgetRoot({ container, children, initialPath = '/', owns }: { container?: HTMLElement; children: ReactNode; initialPath?: string; owns?: OwnsPath }) {
  // r2wc passes the element's shadow root as `container`, which the component props type as an HTMLElement.
  const shadow = container as unknown as ShadowRoot | undefined;
  const hostEl = shadow?.host as HTMLElement | undefined;
  const { hook, navigate } = useMemo(() => memoryLocation({ path: initialPath }), [initialPath]);

  void bootWidgets();

  useEffect(() => (hostEl ? registerHost(hostEl) : undefined), [hostEl]);
  useEffect(() => {
    if (hostEl && widgetConfig.theme && !hostEl.hasAttribute('theme')) hostEl.setAttribute('theme', widgetConfig.theme);
  }, [hostEl]);

  const env: HostEnv = {
    kind: 'widget',
    // The host hears every navigation first (cancelable yc:navigate); a path the element shows itself stays inside.
    navigate: (to) => {
      if (!owns?.(to)) return handOver(hostEl, to);
      if (!hostEl || dispatch('yc:navigate', { to }, hostEl)) navigate(to);
    },
    requireLogin: () => {
      toast(MSG.loginFirst, 'warning');
      emit('yc:auth-required', { reason: 'login-required' });
    },
  };

  return (
    <StyleTarget.Provider value={shadow}>
      <style nonce={cspNonce()}>{HOST_CSS}</style>
      <HostEnvContext.Provider value={env}>
        <Router hook={hook}>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated store-link clicks: Enter on a link clicks it */}
          <div className="yc-root" part="root" onClick={(e) => followStoreLink(e, env)} onPointerDownCapture={() => markActive(hostEl)} onKeyDownCapture={() => markActive(hostEl)}>
            <Suspense fallback={<Skeleton rows={2} height={48} />}>{children}</Suspense>
          </div>
          <Overlays />
        </Router>
      </HostEnvContext.Provider>
    </StyleTarget.Provider>
  );
}

/**
 * Store links inside a widget (`<a href="/productDetail/12">`) would resolve against the host's origin. A plain
 * click goes through the widget's navigate instead (its own route, or handed over); a click meant for a new tab
 * opens the store's page there.
 */
function followStoreLink(e: MouseEvent, env: HostEnv) {
  if (e.defaultPrevented || e.button !== 0) return;
  const a = (e.target as Element).closest?.('a[href]');
  const href = a?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || a?.hasAttribute('download')) return;
  e.preventDefault();
  if (e.ctrlKey || e.metaKey || e.shiftKey) window.open(storeUrl(href), '_blank', 'noopener');
  else env.navigate(href);
}
