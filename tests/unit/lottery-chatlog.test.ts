// @vitest-environment node
// The chat area's list: stored lines and pushes merged by id, in order, once; notices once per period and event.
import { describe, expect, it } from 'vitest';
import { addNotice, addPush, CHAT_LOG_MAX, mergeRecords, type ChatEntry } from '../../src/features/lottery/chat/chatLog';

const record = (id: number, content = `line ${id}`) => ({
  id,
  user_id: 7,
  author: 'ab***yz',
  headurl: '',
  content,
  order: null,
  created_at: '2025-01-01 12:00:00',
});
const push = (id: number) => ({ type: 'chat' as const, ...record(id), avatar: '/a.png' });
const keys = (log: ChatEntry[]) => log.map((e) => e.key);

describe('chat log', () => {
  it('shows each line once, whether it came stored or pushed, in id order', () => {
    let log = mergeRecords([], [record(1), record(2)]);
    log = addPush(log, push(2));
    log = addPush(log, push(5));
    log = mergeRecords(log, [record(3), record(4), record(5)]); // caught up after a reconnect
    expect(keys(log)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(log[4]).toMatchObject({ kind: 'chat', avatar: '/a.png', userId: 7 });
  });

  it('keeps the same list when nothing is new', () => {
    const log = mergeRecords([], [record(1)]);
    expect(mergeRecords(log, [record(1)])).toBe(log);
  });

  it('adds a period notice once', () => {
    const sysmsg = { type: 'sysmsg' as const, event: 'closed' as const, expect: '202501010001', content: '' };
    let log = addNotice([], sysmsg);
    log = addNotice(log, sysmsg);
    log = addNotice(log, { ...sysmsg, event: 'result', extend: { numbers: [1, 2, 3], sum: 6 } });
    expect(keys(log)).toEqual(['nclosed:202501010001', 'nresult:202501010001']);
  });

  it('keeps the latest entries only', () => {
    const log = mergeRecords([], Array.from({ length: CHAT_LOG_MAX + 20 }, (_, i) => record(i + 1)));
    expect(log).toHaveLength(CHAT_LOG_MAX);
    expect(log[0]).toMatchObject({ id: 21 });
  });
});
