import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsCsp } from './security-headers.ts';

export interface OpenApiPluginOptions {
  title: string;
  description: string;
  version: string;
  /** Path prefix of the service, e.g. "/api" or "/api/admin". */
  prefix: string;
  /** Adds a bearer JWT security scheme that routes reference as `bearerAuth`. */
  hasBearerAuth?: boolean;
}

/**
 * The OpenAPI document generated from the routes' zod schemas (schemas with `.meta({ id })`
 * become named components), served at `{prefix}/openapi.json`, browsable at `{prefix}/docs`.
 */
export const openApiPlugin = fp<OpenApiPluginOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: options.title, description: options.description, version: options.version },
        ...(options.hasBearerAuth
          ? {
              components: {
                securitySchemes: {
                  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
                },
              },
            }
          : {}),
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(swaggerUi, {
      routePrefix: `${options.prefix}/docs`,
      staticCSP: docsCsp,
      uiConfig: { deepLinking: true },
    });

    app.get(`${options.prefix}/openapi.json`, { schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'phi-openapi' },
);
