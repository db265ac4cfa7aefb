import { describe, expect, it } from 'vitest';
import { parseConnectTarget } from './connectTarget.ts';

describe('the connect URL (spec 2 Connect import)', () => {
  it('adds to the named list, or to a new one without a list id', () => {
    expect(parseConnectTarget('?listId=12&mode=add').target).toEqual({ listId: '12', mode: 'add' });
    expect(parseConnectTarget('?mode=add').target).toEqual({ listId: null, mode: 'add' });
    expect(parseConnectTarget('?listId=').target).toEqual({ listId: null, mode: 'add' });
  });

  it('removes only from a named list', () => {
    expect(parseConnectTarget('?listId=7&mode=remove').target).toEqual({ listId: '7', mode: 'remove' });
    expect(parseConnectTarget('?mode=remove')).toEqual({ target: null, problem: 'listId' });
  });

  it('refuses an unknown mode and a malformed list id instead of guessing', () => {
    expect(parseConnectTarget('?mode=replace&listId=3')).toEqual({ target: null, problem: 'mode' });
    expect(parseConnectTarget('?listId=../7')).toEqual({ target: null, problem: 'listId' });
  });
});
