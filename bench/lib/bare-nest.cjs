/**
 * A bare Nest + Fastify app with one JSON route, GET /api/health, and nothing else: the bench
 * loads it as it loads the API, so that figures from machines of different speed can be compared
 * (the product's own rows as a share of this one).
 */
require('reflect-metadata');
const { Controller, Get, Module } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { FastifyAdapter } = require('@nestjs/platform-fastify');

class HealthController {
  health() {
    return { status: 'ok' };
  }
}
Controller('api')(HealthController);
Get('health')(
  HealthController.prototype,
  'health',
  Object.getOwnPropertyDescriptor(HealthController.prototype, 'health'),
);

class ReferenceModule {}
Module({ controllers: [HealthController] })(ReferenceModule);

NestFactory.create(ReferenceModule, new FastifyAdapter(), { logger: false })
  .then((app) => app.listen(Number(process.env.PORT), '127.0.0.1'))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
