// Red-packet rules: tiers of deposits and turnover that grant draws a day, each draw worth between two limits.
// The admin API replaces them whole; the demo starts with three tiers.
import type { AdminRoute } from '../../admin/register';
import type { Db } from '../../base/db/open';
import { badRequest } from '../../base/errors';
import { amountFen } from '../../ledger/amounts';
import { formatBeijing, parseBeijing } from '../../../core/beijingTime';
import { formatFen } from '../../../core/money';
import { promoMsg } from './messages';

export interface RuleRow {
  id: number;
  start_at: number;
  end_at: number;
  recharge_fen: number;
  flow_fen: number;
  day_flow: number;
  min_fen: number;
  max_fen: number;
}

export type NewRule = Omit<RuleRow, 'id'>;

export function listRules(db: Db): RuleRow[] {
  return db.prepare('SELECT * FROM redpacket_rules ORDER BY recharge_fen, flow_fen, id').all() as RuleRow[];
}

/** The rules in force at `at`. */
export const rulesAt = (db: Db, at: Date) => listRules(db).filter((r) => r.start_at <= at.getTime() && at.getTime() <= r.end_at);

export function replaceRules(db: Db, rules: readonly NewRule[]): void {
  const insert = db.prepare(
    `INSERT INTO redpacket_rules (start_at, end_at, recharge_fen, flow_fen, day_flow, min_fen, max_fen)
     VALUES (@start_at, @end_at, @recharge_fen, @flow_fen, @day_flow, @min_fen, @max_fen)`,
  );
  db.transaction(() => {
    db.prepare('DELETE FROM redpacket_rules').run();
    rules.forEach((rule) => insert.run(rule));
  })();
}

export const toRuleDto = (r: RuleRow) => ({
  start_time: formatBeijing(new Date(r.start_at)),
  end_time: formatBeijing(new Date(r.end_at)),
  recharge: formatFen(r.recharge_fen),
  flow_money: formatFen(r.flow_fen),
  day_flow: r.day_flow,
  min_money: formatFen(r.min_fen),
  max_money: formatFen(r.max_fen),
});

const DEMO_VALIDITY = { start_at: Date.UTC(2024, 0, 1, -8), end_at: Date.UTC(2099, 11, 31, 15, 59, 59) };

/** Three tiers for the demo, on a fresh database only. */
export function seedRules(db: Db): void {
  if (db.prepare('SELECT 1 FROM redpacket_rules LIMIT 1').get()) return;
  replaceRules(db, [
    { ...DEMO_VALIDITY, recharge_fen: 10_000, flow_fen: 0, day_flow: 1, min_fen: 188, max_fen: 888 },
    { ...DEMO_VALIDITY, recharge_fen: 100_000, flow_fen: 100_000, day_flow: 2, min_fen: 588, max_fen: 2_888 },
    { ...DEMO_VALIDITY, recharge_fen: 500_000, flow_fen: 500_000, day_flow: 3, min_fen: 1_888, max_fen: 8_888 },
  ]);
}

const dateTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
// pattern bounds a string, minimum/maximum a JSON number (amountFen holds both to the same digits).
const amount = { type: ['string', 'number'], pattern: '^\\d{1,9}(\\.\\d{1,2})?$', minimum: 0, maximum: 999_999_999.99 };
const positive = { ...amount, pattern: '^(?!0+(\\.0{1,2})?$)\\d{1,9}(\\.\\d{1,2})?$', minimum: 0.01 };

function toRow(raw: Record<string, unknown>): NewRule {
  const start = parseBeijing(String(raw.start_time));
  const end = parseBeijing(String(raw.end_time));
  const fen = (value: unknown, fallback: number) => (value === undefined ? fallback : amountFen(value, 'money'));
  const rule = {
    start_at: start?.getTime() ?? Number.NaN,
    end_at: end?.getTime() ?? Number.NaN,
    recharge_fen: fen(raw.recharge, 0),
    flow_fen: fen(raw.flow_money, 0),
    day_flow: raw.day_flow as number,
    min_fen: fen(raw.min_money, 188),
    max_fen: fen(raw.max_money, 888),
  };
  if (!(rule.end_at > rule.start_at) || rule.min_fen > rule.max_fen) throw badRequest(promoMsg.badRule);
  return rule;
}

/** /admin/redpacket-rules: the rules as the red-packet info shows them, replacing the ones in force. */
export const setRedPacketRules: AdminRoute = {
  schema: {
    type: 'object',
    required: ['rules'],
    properties: {
      rules: {
        type: 'array',
        maxItems: 50,
        items: {
          type: 'object',
          required: ['start_time', 'end_time', 'day_flow', 'flow_money', 'recharge'],
          properties: {
            start_time: dateTime,
            end_time: dateTime,
            day_flow: { type: 'integer', minimum: 0, maximum: 100 },
            flow_money: amount,
            recharge: amount,
            min_money: positive,
            max_money: positive,
          },
        },
      },
    },
  },
  run: (body, deps) => {
    const rows = (body.rules as Record<string, unknown>[]).map(toRow);
    replaceRules(deps.db, rows);
    return listRules(deps.db).map(toRuleDto);
  },
};
