/**
 * CORS (@fastify/cors) for the widgets on a partner's page (widgets/README "Cross-origin set-up").
 * - The API answers browsers only from the partner origins of the configuration (`YAOCAI_PARTNER_ORIGINS`,
 *   `partnerOrigins` of buildApp): Access-Control-Allow-Origin is that exact origin (never `*`), with `Vary: Origin`;
 *   any other page gets no allow header and its browser refuses the answer.
 * - Credentials are off on purpose: the widgets send the session in the `token` header, never in cookies, so a
 *   partner's page cannot ride on a store cookie the buyer has (no CSRF through CORS), and the store's cookies are
 *   never needed cross-site (third-party cookies are blocked by browsers anyway).
 * - The widget files themselves (/widgets/) are public: `*`, so a module script (`<script type="module">` is
 *   fetched in CORS mode) loads on any page; what it can then do is limited by the API's allow-list.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export function registerCors(app: FastifyInstance, partners: string[]): void {
  // Static options, no delegator: with one, @fastify/cors normalises the options again on every request.
  app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && partners.includes(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'token', 'authorization'],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
  // The widget files answer any page with `*`: set by the one onSend hook of security.ts, with their CORP header.
}
