import { describe, expect, it } from 'vitest';
import { DecisionQueue, type Decision, type SendResult } from './decisionQueue.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const select = (rowId: number, pos: number, selected: boolean): Decision => ({
  kind: 'select',
  batchId: 'b1',
  rowId,
  pos,
  selected,
});

describe('review decisions', () => {
  it('sends decisions in order and forgets them only after the server acknowledged them', async () => {
    const storage = memoryStorage();
    const sent: Decision[] = [];
    const queue = new DecisionQueue({
      storage,
      send: async (d) => {
        // While a decision is on its way it is still stored.
        expect(storage.map.get('datacare.review.pending')).toContain(`"rowId":${d.rowId}`);
        sent.push(d);
        return 'ok';
      },
    });
    await queue.push(select(1, 0, true));
    await queue.push({ kind: 'check', batchId: 'b1', rowId: 2, checked: true });
    await queue.flushed();
    expect(sent.map((d) => d.rowId)).toEqual([1, 2]);
    expect(queue.state).toEqual({ pending: 0, paused: false });
    expect(storage.map.size).toBe(0);
  });

  it('keeps every decision when the session expires and sends them after the next sign-in', async () => {
    const storage = memoryStorage();
    let signedIn = true;
    const sent: Decision[] = [];
    const send = async (d: Decision): Promise<SendResult> => {
      if (!signedIn) return 'unauthorized';
      sent.push(d);
      return 'ok';
    };
    const queue = new DecisionQueue({ storage, send });
    await queue.push(select(1, 0, true));
    signedIn = false;
    await queue.push(select(2, 1, true));
    await queue.push(select(3, 0, true));
    expect(queue.state).toEqual({ pending: 2, paused: true });

    // A reload meanwhile: a new queue over the same storage still has them.
    const reloaded = new DecisionQueue({ storage, send });
    expect(reloaded.pending.map((d) => d.rowId)).toEqual([2, 3]);
    signedIn = true;
    await reloaded.resume();
    expect(sent.map((d) => d.rowId)).toEqual([1, 2, 3]);
    expect(reloaded.state.pending).toBe(0);
  });

  it('retries a failed send with the same decision (the writes are idempotent)', async () => {
    const attempts: number[] = [];
    let failures = 2;
    const queue = new DecisionQueue({
      retryDelayMs: () => 1,
      send: async (d) => {
        attempts.push(d.rowId);
        if (failures-- > 0) throw new Error('network');
        return 'ok';
      },
    });
    await queue.push(select(7, 0, true));
    await queue.flushed();
    expect(attempts).toEqual([7, 7, 7]);
    expect(queue.state.pending).toBe(0);
  });

  it('drops a decision the server refuses for good and reports it', async () => {
    const rejected: Decision[] = [];
    const sent: Decision[] = [];
    const queue = new DecisionQueue({
      send: async (d) => (d.rowId === 9 ? 'rejected' : 'ok'),
      onRejected: (d) => rejected.push(d),
      onSent: (d) => sent.push(d),
    });
    await queue.push(select(9, 0, true));
    await queue.push(select(10, 0, true));
    await queue.flushed();
    expect(rejected.map((d) => d.rowId)).toEqual([9]);
    // Only what the server committed counts as a change (the caches of the report follow it).
    expect(sent.map((d) => d.rowId)).toEqual([10]);
    expect(queue.state.pending).toBe(0);
  });
});
