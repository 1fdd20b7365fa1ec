import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MSG } from '../src/model/messages';
import { bootStores } from '../src/stores/boot';
import { emit } from '../src/stores/events';
import { installNotifier } from '../src/ui/notifier';
import { Overlays } from '../src/ui/Overlays';
import { toast } from '../src/ui/overlay-store';
import { StyleTarget } from '../src/ui/styled';
import { HostEnvContext, type HostEnv } from '../src/ui/host-env';
import { focusRing, rootReset } from '../src/ui/theme';
import { handOver, widgetConfig } from './config';
import { registerHost } from './dom-events';

/**
 * Everything a widget needs around its feature component: stores booted in widget mode (namespaced storage,
 * never host cookies), goober styles inside this shadow root, a memory router (the host URL is never touched),
 * and a reset so the host page's inherited styles stop at the boundary.
 */
export function WidgetRoot({ container, children, initialPath = '/' }: { container?: HTMLElement; children: ReactNode; initialPath?: string }) {
  const shadow = container as unknown as ShadowRoot | undefined;
  const hostEl = (shadow as ShadowRoot | undefined)?.host as HTMLElement | undefined;
  const { hook } = useMemo(() => memoryLocation({ path: initialPath }), [initialPath]);
  const rootRef = useRef<HTMLDivElement>(null);

  bootStores({ mode: 'widget', apiBase: widgetConfig.apiBase, onRelogin: () => {} });
  installNotifier();

  useEffect(() => (hostEl ? registerHost(hostEl) : undefined), [hostEl]);

  const env: HostEnv = {
    kind: 'widget',
    navigate: (to) => handOver(hostEl, to),
    requireLogin: () => {
      toast(MSG.loginFirst, 'warning');
      emit('yc:auth-required', { reason: 'login-required' });
    },
  };

  return (
    <StyleTarget.Provider value={shadow}>
      <style>{`:host { all: initial; display: block; ${rootReset} } :host([hidden]) { display: none; } .yc-root { ${rootReset} } .yc-root *, .yc-root *::before, .yc-root *::after { box-sizing: border-box; } ${focusRing}`}</style>
      <HostEnvContext.Provider value={env}>
        <Router hook={hook}>
          <div className="yc-root" part="root" ref={rootRef}>
            {children}
          </div>
          <Overlays />
        </Router>
      </HostEnvContext.Provider>
    </StyleTarget.Provider>
  );
}
