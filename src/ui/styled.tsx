import { createContext, createElement, forwardRef, useContext, type ComponentPropsWithRef, type ElementType } from 'react';
import { css } from 'goober';

/**
 * goober writes into document.head by default, which a shadow root never sees. Each widget provides its shadow
 * root here; `styled` and `useCss` then put their rules into a style tag inside that root. On the site the
 * context is empty and rules go to the head.
 */
export const StyleTarget = createContext<ShadowRoot | undefined>(undefined);

type Interp = string | number | false | null | undefined;

/** `@media (max-width…` / `(min-width…`: the width rules a component writes for a narrow screen. */
const WIDTH_MEDIA = /@media(?=\s*\((?:max|min)-width)/g;
const asContainer = new WeakMap<TemplateStringsArray, TemplateStringsArray>();

/**
 * Inside a widget the width that matters is the element's, not the screen's (a 320 px column on a wide screen): its
 * root is a query container (widgets/WidgetRoot), and a component's `@media` width rules become `@container` rules.
 * The same CSS then lays a feature out for a phone on the site and for a narrow column inside a host page.
 */
export function forContainer(tpl: TemplateStringsArray): TemplateStringsArray {
  let out = asContainer.get(tpl);
  if (!out) {
    const strings = tpl.map((s) => s.replace(WIDTH_MEDIA, '@container'));
    out = Object.assign(strings, { raw: [...strings] }) as unknown as TemplateStringsArray;
    asContainer.set(tpl, out);
  }
  return out;
}

export function useCss() {
  const target = useContext(StyleTarget);
  return (tpl: TemplateStringsArray, ...values: Interp[]) =>
    // goober's typings say Element; it appends its <style> to any node, and here that is the widget's shadow root.
    css.call({ target: target as unknown as Element }, target ? forContainer(tpl) : tpl, ...values.map((v) => (v === false || v == null ? '' : v)));
}

/**
 * The page's CSP nonce for a `<style>` a component writes itself: goober puts `window.__nonce__` on its own style
 * tags, and the widgets set it from the host page's nonce (widgets/boot.ts). Undefined on the site (its CSP allows
 * inline styles).
 */
export const cspNonce = (): string | undefined => (globalThis as { __nonce__?: string }).__nonce__;

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** styled('div')`...` for static styles; dynamic styling goes through className or data attributes. */
export function styled<T extends ElementType>(tag: T) {
  return (tpl: TemplateStringsArray, ...values: Interp[]) => {
    const Component = forwardRef<unknown, ComponentPropsWithRef<T>>((props, ref) => {
      const cssOf = useCss();
      const cls = cssOf(tpl, ...values);
      const p = props as { className?: string };
      return createElement(tag, { ...props, ref, className: cx(cls, p.className) });
    });
    Component.displayName = `styled(${typeof tag === 'string' ? tag : 'Component'})`;
    return Component;
  };
}
