import type { Context } from 'hono';
import type { Logger } from 'pino';
import { actor } from '../../auth/guards';
import type { AppEnv, Deps } from '../../core/deps';
import type { Db } from '../../db/client';

/** What an admin service needs to act and to write who did it into the security log. */
export interface AdminCall {
  db: Db;
  deps: Deps;
  log: Logger;
  actorId: string;
  ip: string;
  requestId: string;
}

export function adminCall(c: Context<AppEnv>): AdminCall {
  return {
    db: c.var.deps.database.db,
    deps: c.var.deps,
    log: c.var.log,
    actorId: actor(c).id,
    ip: c.var.ip,
    requestId: c.var.requestId,
  };
}

/** The actor, address and request of a call, for audit(). */
export function auditContext(call: AdminCall) {
  return { actorId: call.actorId, ip: call.ip, requestId: call.requestId };
}
