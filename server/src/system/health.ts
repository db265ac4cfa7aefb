import type { OperationHandler } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { pingDatabase, type Db } from '../db/database.ts';
import serverPackage from '../../package.json' with { type: 'json' };

/** GET /health: answers ok when the server and its database respond (for load balancers and e2e). */
export function healthHandler(db: Db): OperationHandler<'systemHealth'> {
  return async () => {
    const ok = await pingDatabase(db).catch(() => false);
    if (!ok) throw new HttpError(503, 'service_unavailable');
    return { status: 'ok', version: serverPackage.version };
  };
}
