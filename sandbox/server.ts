import Fastify, { type FastifyError } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { inlineScriptSources, registerConsoleFiles } from './consoleFiles';
import type { SandboxContext, SandboxPlugin } from './context';
import { ServiceError } from './errors';
import { BODY_LIMIT, acceptEmptyJson } from './jsonBody';
import { recordRoutes } from './routeList';
import { gateTable } from './gate/declarations';
import { installGate } from './gate/pipeline';
import { registerWrites } from './activityRegister/registerWrites';
import { compressAnswers } from './compression';

export { BODY_LIMIT } from './jsonBody';

/**
 * The sandbox over HTTP: security headers, compression, body limits, coded errors without stack traces, the
 * service plugins, and the console with its history fallback.
 */
export const buildServer = async (context: SandboxContext, plugins: readonly SandboxPlugin[]) => {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
  recordRoutes(app);
  installGate(app, context, gateTable);
  registerWrites(app, context);
  // After the register's hook, which reads the answers as they are.
  compressAnswers(app);
  app.decorateRequest('session', null);
  acceptEmptyJson(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(context.config.consoleDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((error: FastifyError | ServiceError, _request, reply) => {
    if (error instanceof ServiceError) return reply.status(error.status).send(error.body);
    if (error.statusCode === 429) return reply.status(429).send({ Code: 'GM-0001', Message: 'too many requests' });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ Message: error.code ?? 'bad request' });
    }
    app.log.error(error);
    return reply.status(500).send({ Code: 'GM-0003', Message: 'GM-0003' });
  });

  for (const plugin of plugins) await plugin(app, context);
  app.setNotFoundHandler(await registerConsoleFiles(app, context.config.consoleDir, context.config));
  return app;
};
