import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DOCS_PATH } from '@app/contract/api-paths';

/**
 * The OpenAPI document, generated from the zod schemas every route declares (never written by hand),
 * at /v1/docs/json, and the Swagger UI at /v1/docs. Swagger UI 5 loads only same-origin script files, so it
 * runs under the app-wide CSP without exceptions. Must be registered before the routes it describes.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sozai Navi API',
          description: 'Patent, material and product search for manufacturers. Errors are `{"detail": ...}`.',
          version: '1',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PATH.template });
  },
  { name: 'openapi' },
);
