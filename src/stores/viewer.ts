import { computed } from 'nanostores';
import { $session } from './session';
import { shared } from './shared';

/**
 * Who is looking, as one string: answers that depend on the viewer (prices, the category menu) are reloaded
 * when it changes, i.e. on login, logout, company choice or a new web token.
 */
export const $viewerKey = shared('viewerKey', () =>
  computed($session, (s) => [s.token ?? '', s.client_id ?? '', s.company_id ?? '', s.salesman_id ?? ''].join('|')),
);
