import { shared } from '../src/stores/shared';

/** Host-level configuration set through window.YaoCai.configure before or after elements mount. */
export const widgetConfig = shared('widgetConfig', () => ({
  apiBase: '/api',
}));
