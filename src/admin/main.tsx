import { createRoot } from 'react-dom/client';
import { glob } from 'goober';
import { configureApi } from '../api/config';
import { installNotifier } from '../ui/notifier';
import { focusRing, rootReset, t } from '../ui/theme';
import { AdminApp } from './App';
import { $token, forget } from './session';

glob`
  html, body { margin: 0; background: ${t.bg}; }
  body { ${rootReset} min-width: 1024px; }
  *, *::before, *::after { box-sizing: border-box; }
  ${focusRing}
`;

// The staff token, never the buyer's; no buyer identity params. An expired or revoked session goes back to 登录.
configureApi({
  getToken: () => $token.get(),
  getIdentity: () => ({}),
  askBeforeRelogin: false,
  onRelogin: forget,
  onTokenRefresh: async () => forget(),
  reload: () => undefined,
});
installNotifier();
createRoot(document.getElementById('app')!).render(<AdminApp />);
