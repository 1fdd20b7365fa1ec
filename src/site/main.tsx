import { createRoot } from 'react-dom/client';
import { glob } from 'goober';
import { bootStores } from '../stores/boot';
import { installNotifier } from '../ui/notifier';
import { focusRing, rootReset, t } from '../ui/theme';
import { SiteApp } from './App';

glob`
  html, body { margin: 0; background: ${t.bg}; }
  body { ${rootReset} }
  *, *::before, *::after { box-sizing: border-box; }
  ${focusRing}
`;

bootStores({ mode: 'site', onRelogin: () => location.reload(), reload: () => location.reload() });
installNotifier();
createRoot(document.getElementById('app')!).render(<SiteApp />);
