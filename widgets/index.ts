/**
 * The widget bundle: `window.YaoCai` (promise API, loader-stub replay) and every element. Safe to import on a
 * server (nothing is defined without window / customElements) and twice on a page (the second copy is inert).
 */
import { installYaoCai } from './install';
import { defineAll } from './elements';

installYaoCai();
defineAll();

export type { YaoCaiApi, HandshakeSession } from './host-api';
export type { WidgetConfig, TokenGrant } from './config';
export type { YaoCaiEventMap, YaoCaiEventName, CheckoutRequest, WidgetEvents } from './events';
export type { PrefillResult, NeedLine } from './needs-list';
export type { HostLine, SessionSummary } from '../src/stores/events';
