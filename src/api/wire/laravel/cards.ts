// Banks, receiving accounts and the member's cards, as Laravel's PayController and IndexController answer them.
import { MASK_VISIBLE_CHARS } from '../../../../core/constants';
import type { components } from '../../../../core/schema';
import type { L } from './contract';
import type { Readers } from './envelope';
import { array, ignored, map, object } from './read';
import { int, text } from './scalars';

type S = components['schemas'];

const banks = array(object<L['Bank']>()({ id: int('number'), bank_name: text('string') }));

/** Its pay_setting rows: the bank's name is in the joined bank_data. */
const receivingAccounts = array(
  map(
    object<L['PaySetting']>()({
      id: int('number'),
      bank_no: text('string'),
      bank_owner: text('string'),
      bank_address: text('string'),
      bank_data: object<L['BankName']>()({ bank_name: text('string') }),
    }),
    ({ bank_data, ...row }): S['ReceivingAccount'] => ({ ...row, bank_name: bank_data.bank_name }),
  ),
);

/** As the contract shows a number: only the last characters. */
const masked = (tail: string, type: 1 | 2) => {
  const visible = tail.slice(-MASK_VISIBLE_CHARS);
  return type === 1 ? `**** **** **** ${visible}` : `**** ${visible}`;
};

/** No type (a USDT address is bank "USDT"); bank_no is the whole number, bank_not its last four. */
const cards = array(
  map(
    object<L['UserCard']>()({
      id: int('number'),
      bank: text('string'),
      bank_owner: text('string', 'null'),
      bank_no: text('string'),
      bank_not: text('string'),
      bank_address: text('string', 'null'),
      ico: text('string'),
    }),
    ({ bank_not, ...card }) => {
      const type: 1 | 2 = card.bank.toUpperCase() === 'USDT' ? 2 : 1;
      return { ...card, type, bank_no: masked(bank_not || card.bank_no, type) };
    },
  ),
);

export const cardReaders = {
  'POST /api/banklist': banks,
  'POST /api/getpaybank': receivingAccounts,
  'POST /api/getcard': cards,
  'POST /api/bindcard': ignored(),
  'POST /api/delcard': ignored(),
} satisfies Readers;
