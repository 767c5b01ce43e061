// /addBankCard: holder, bank (from the server's bank list), branch, card number (8+ digits), pay password (6-18).
import './locale';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { FormScreen, type FormDeclaration } from '../../renderers/form';
import { LoadFailed } from '../../renderers/states/LoadFailed';
import { banksQuery, bindCard } from './api/cards';
import { walletKeys } from './api/keys';
import { bankCardSchema } from './rules';
import './wallet.css';

type Declaration = FormDeclaration<typeof bankCardSchema, Awaited<ReturnType<typeof bindCard>>>;

/** The banks are the server's names; the select shows a label key through t(), which gives back a name it does not know. */
function declaration(banks: readonly { bank_name: string }[]): Declaration {
  return {
    schema: bankCardSchema,
    fields: [
      { name: 'owner', labelKey: 'wallet:cards.owner', placeholderKey: 'wallet:cards.ownerRequired', kind: 'text', maxLength: 32 },
      { name: 'bank', labelKey: 'wallet:cards.bank', placeholderKey: 'wallet:cards.bankRequired', kind: 'select', options: banks.map((b) => ({ value: b.bank_name, labelKey: b.bank_name })) },
      { name: 'branch', labelKey: 'wallet:cards.branch', placeholderKey: 'wallet:cards.branchRequired', kind: 'text', maxLength: 64 },
      { name: 'cardNo', labelKey: 'wallet:cards.cardNo', placeholderKey: 'wallet:cards.cardNoRequired', kind: 'number', maxLength: 32 },
      { name: 'payPassword', labelKey: 'wallet:cards.payPassword', placeholderKey: 'wallet:cards.payPasswordRequired', kind: 'password', maxLength: 18 },
    ],
    submitKey: 'wallet:cards.bind',
    submit: (v) =>
      bindCard({ bank: v.bank, bank_owner: v.owner.trim(), bank_address: v.branch.trim(), bank_no: v.cardNo.replace(/\s+/g, ''), pay_pass: v.payPassword }),
    onSuccess: { navigate: '/wallet?tab=2', replace: true, invalidate: [walletKeys.cards(1)] },
  };
}

export default function AddBankCardScreen() {
  const banks = useQuery(banksQuery);
  const declared = useMemo(() => (banks.data ? declaration(banks.data) : null), [banks.data]);
  if (banks.isPending) return <Skeleton.Paragraph lineCount={8} animated className="wallet-card" />;
  if (!declared) return <LoadFailed onRetry={() => void banks.refetch()} retrying={banks.isFetching} />;
  return <FormScreen declaration={declared} />;
}
