// Where a created deposit's number is (spec section 7: "the deposit number returned in message"): data.deposit_no
// where the back end puts it there, else the message. Either must be a deposit number as /api/payinfo takes it (the
// contract's PayInfoRequest rule), so a sentence or nothing is never sent on to /payInfo.
import { PayInfoRequestSchema } from '../../../api/requestSchemas.gen';

export interface DepositAnswer {
  message?: string | null;
  data?: unknown;
}

const isDepositNo = (value: unknown): value is string => typeof value === 'string' && PayInfoRequestSchema.shape.deposit_no.safeParse(value).success;

/** The deposit number of the answer, or null when it carries none (the deposit's answer is then a failure). */
export function depositNumberOf(answer: DepositAnswer): string | null {
  const data = answer.data;
  const fromData = data && typeof data === 'object' && !Array.isArray(data) ? (data as { deposit_no?: unknown }).deposit_no : undefined;
  const candidates = [fromData, answer.message].map((value) => (typeof value === 'string' ? value.trim() : value));
  return candidates.find(isDepositNo) ?? null;
}
