/**
 * A ref that focuses its element when it mounts: what React does for `autoFocus`, done here so it also happens
 * under preact/compat (the widgets' runtime), which only sets the attribute — and browsers honour that attribute
 * on page load and in a modal dialog, not on an element inserted later.
 */
export function focusOnMount(el: HTMLElement | null) {
  if (el && el.isConnected && el.ownerDocument.activeElement !== el) el.focus();
}
