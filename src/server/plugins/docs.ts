/** OpenAPI document at /api/docs/json and Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { asOpenApi30 } from './openapi30';

export function registerDocs(app: FastifyInstance): void {
  app.register(swagger, {
    openapi: {
      info: {
        title: '药采 YaoCai API',
        version: '0.1.0',
        description:
          '响应统一为 {code, msg, data}，code 200 表示成功；10001 令牌无效（重新获取令牌），401 登录失效，403 身份不一致，400 参数或业务错误。',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          // The open API (ERP partners): x-yc-key, x-yc-timestamp, x-yc-nonce and this HMAC; see docs/erp.md.
          partnerSignature: { type: 'apiKey', in: 'header', name: 'x-yc-signature', description: 'HMAC-SHA256 签名，见 docs/erp.md' },
        },
      },
    },
    transformObject: (doc) => asOpenApi30('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
  });
  app.register(swaggerUi, { routePrefix: '/api/docs' });
}
