import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationSpecs, type OperationSpec } from '@datacare/api-client/generated/operations';
import type { OperationId, OperationTypes } from '@datacare/api-client/generated/types';
import { HttpError } from './errors.ts';

/** What a contract handler receives: the validated body and query, typed from the contract. */
export interface OperationContext<Id extends OperationId> {
  body: OperationTypes[Id]['body'];
  query: OperationTypes[Id]['query'];
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler returns the success body (serialised with the contract's response schema, so an
 * undeclared field never leaves the server) or, for downloads, the reply it has sent.
 */
export type OperationHandler<Id extends OperationId> = (
  context: OperationContext<Id>,
) => Promise<OperationTypes[Id]['response'] | FastifyReply>;

export type ContractHandlers = { [Id in OperationId]?: OperationHandler<Id> };

/**
 * Registers every operation of api-client/openapi.yaml as a route with its request and response
 * schemas. Operations without a handler answer 501 with the standard error body, so the whole
 * contract is reachable from day one and a client can tell "not yet" from "wrong". `only` limits
 * the routes (a worker process registers its probes only, system/health.ts).
 */
export function registerContract(
  app: FastifyInstance,
  handlers: ContractHandlers,
  options: { only?: (spec: OperationSpec) => boolean } = {},
): void {
  for (const spec of operationSpecs) {
    if (options.only && !options.only(spec)) continue;
    const handler = handlers[spec.id] as OperationHandler<OperationId> | undefined;
    app.route({
      method: spec.method,
      url: spec.path,
      schema: routeSchema(spec),
      config: { bodyKind: spec.bodyKind, operationId: spec.id, isPublic: spec.isPublic },
      handler: async (request, reply) => {
        if (!handler) throw new HttpError(501, 'not_implemented', { params: { operation: spec.id } });
        return handler({ body: request.body as never, query: request.query as never, request, reply });
      },
    });
  }
}

function routeSchema(spec: OperationSpec): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  if (spec.bodyKind === 'json' && spec.bodySchema) schema.body = spec.bodySchema;
  if (spec.querySchema) schema.querystring = spec.querySchema;
  if (Object.keys(spec.responses).length > 0) schema.response = spec.responses;
  return schema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: OperationId;
    isPublic?: boolean;
  }
}
