import autocannon from 'autocannon';
import { WEB_APP_ID } from '../src/model/constants';
import { percentile } from './table';

export interface Server {
  base: string;
  token: string;
}

export async function webToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/w1/GetWebToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appid: WEB_APP_ID }),
  });
  const body = (await res.json()) as { data: { api_token: string } };
  return body.data.api_token;
}

/** Sequential latency of GETs (one at a time, so it measures the route, not queueing). */
export async function latency(s: Server, paths: string[], rounds: number) {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of paths) {
      const t0 = performance.now();
      const res = await fetch(`${s.base}${p}`, { headers: { token: s.token } });
      const body = (await res.json()) as { code: number };
      if (body.code !== 200) throw new Error(`${p} answered ${body.code}`);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function throughput(s: Server, path: string, seconds = 5, connections = 20): Promise<number> {
  const result = await autocannon({
    url: `${s.base}${path}`,
    connections,
    duration: seconds,
    headers: { token: s.token },
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx responses`);
  return result.requests.average;
}
