import type { ConnectTarget } from '../import/wizard/steps.ts';

const LIST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Why a connect URL cannot be carried out: an unknown mode, or mode remove without a list. */
export type ConnectTargetProblem = 'mode' | 'listId';

/**
 * The list and mode of a connect URL (spec 2 Connect import: `listId`, `mode` 'add' or 'remove').
 * No mode means add; add without a list creates a new one; remove needs a list. A malformed list
 * id counts as a problem, never as "no list".
 */
export function parseConnectTarget(
  search: string,
): { target: ConnectTarget; problem: null } | { target: null; problem: ConnectTargetProblem } {
  const params = new URLSearchParams(search);
  const mode = params.get('mode') ?? 'add';
  const listId = params.get('listId');
  if (mode !== 'add' && mode !== 'remove') return { target: null, problem: 'mode' };
  if (listId !== null && listId !== '' && !LIST_ID.test(listId)) return { target: null, problem: 'listId' };
  const id = listId ? listId : null;
  if (mode === 'remove' && id === null) return { target: null, problem: 'listId' };
  return { target: { listId: id, mode }, problem: null };
}
