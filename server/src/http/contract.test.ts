import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerContract } from './contract.ts';
import { installErrorHandlers } from './errors.ts';
import { createValidatorCompiler } from './validation.ts';

describe('registerContract', () => {
  it('never lets a field the contract does not declare leave the server', async () => {
    const app = Fastify();
    app.setValidatorCompiler(createValidatorCompiler());
    installErrorHandlers(app, { bodyLimit: 1024 });
    registerContract(app, {
      // A handler that leaks an internal field: the response schema must drop it.
      systemHealth: async () => ({ status: 'ok', version: '1.0.0', passwordHash: 'secret' }) as never,
    });
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '1.0.0' });
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});
