// `npm run dev`: the API server (port 3000) plus vite with hot reload (port 5173) proxying to it.
import { spawn } from 'node:child_process';

const cwd = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { cwd, stdio: 'inherit' });
const vite = spawn('npx', ['vite'], { cwd, stdio: 'inherit' });
const stop = () => {
  server.kill();
  vite.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', stop);
vite.on('exit', stop);
