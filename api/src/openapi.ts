import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { loadConfig, REPO_ROOT } from './config';

/** Where the committed OpenAPI document lives (Immich style: generated from the code, committed). */
export const OPENAPI_FILE = path.join(REPO_ROOT, 'docs', 'openapi.json');

/**
 * The `operationId` of a handler: `<controller>_<method>` with the controller's class name less
 * `Controller` and its first letter lower-cased, e.g. `clients_list` for `ClientsController.list`.
 * Unique because class names are; the generated client (orval, `api-client/orval.config.cjs`)
 * names its functions after it (`clientsList`), so renaming a handler renames its client function.
 */
export function operationIdOf(controllerKey: string, methodKey: string): string {
  const controller = controllerKey.replace(/Controller$/, '');
  return `${controller.charAt(0).toLowerCase()}${controller.slice(1)}_${methodKey}`;
}

/** The OpenAPI 3 document of the API, generated from the controllers and DTOs. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Portale Bandi API')
      .setDescription('API della piattaforma bandi: ambienti, bandi, clienti, richieste (docs/api.md#conventions).')
      .setVersion('0.1.0')
      .addCookieAuth('bandi_session')
      .addBearerAuth()
      .build(),
    { operationIdFactory: operationIdOf },
  );
}

/**
 * Generates the document without a database (the providers get an uninitialised DataSource;
 * nothing is queried while documenting) and without Redis (REDIS_URL is ignored: documenting
 * opens no connection), as stable JSON text.
 */
export async function generateOpenApiJson(): Promise<string> {
  const config = loadConfig({ ...process.env, REDIS_URL: '' });
  const app = await NestFactory.create(AppModule.forRoot(new DataSource({ type: 'postgres' }), config), new FastifyAdapter(), {
    logger: false,
  });
  app.setGlobalPrefix('api');
  const doc = buildOpenApiDocument(app);
  await app.close();
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** `npm run openapi -w api`: writes docs/openapi.json. */
if (require.main === module) {
  generateOpenApiJson()
    .then((json) => {
      fs.writeFileSync(OPENAPI_FILE, json);
      console.log(`OpenAPI scritto in ${OPENAPI_FILE}`);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
