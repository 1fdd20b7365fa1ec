// `npm start`: build what is missing, then run the one server (API, site, widgets, host demo).
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensurePdfFont } from './ensure-pdf-tools.mjs';

buildIfNeeded();
ensurePdfFont();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
