// The account a withdrawal goes to (the form's control of its `bank`, a card's id): a row showing the choice, opening
// a bottom sheet of the member's cards (or addresses, on the USDT tab); with none saved, the sheet offers to add one.
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../kit/navigation';
import { isLinkOn } from '../../../kit/routesOn';
import { useFormPart, type FieldControlProps } from '../../../renderers/form';
import { LoadFailed } from '../../../renderers/states';
import { cardsQuery, type Card } from '../api/cards';
import type { WithdrawalValues } from '../moneyFields';

const cardLabel = (card: Card) => (card.type === 2 ? `${card.bank_owner} ${card.bank_no}` : `${card.bank} ${card.bank_no}`);

export function AccountPicker({ value, onChange, inputRef, id }: FieldControlProps) {
  const { t } = useTranslation();
  const { tab } = useFormPart<WithdrawalValues>().values;
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  const cards = useQuery(cardsQuery(tab === 'usdt' ? 2 : 1));
  const chosen = cards.data?.find((c) => c.id === value);
  const addPath = tab === 'usdt' ? '/addUsdtCard' : '/addBankCard';
  const placeholder = tab === 'usdt' ? t('wallet:withdraw.chooseAddress') : t('wallet:withdraw.chooseCard');

  return (
    <>
      <button type="button" id={id} ref={inputRef} className="wallet-picker" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={chosen ? '' : 'wallet-muted'}>{chosen ? cardLabel(chosen) : placeholder}</span>
        <RightOutline />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="wallet-sheet" destroyOnClose>
        <section aria-label={placeholder}>
        <h2 className="wallet-card-title">{placeholder}</h2>
        {cards.isPending ? (
          <DotLoading />
        ) : !cards.data ? (
          <LoadFailed error={cards.error} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
        ) : cards.data.length ? (
          <ul className="wallet-sheet-list">
            {cards.data.map((card) => (
              <li key={card.id}>
                <button
                  type="button"
                  className="wallet-sheet-item"
                  aria-pressed={card.id === value}
                  onClick={() => {
                    onChange(card.id);
                    setOpen(false);
                  }}
                >
                  <img src={card.ico} width={32} height={32} alt="" loading="lazy" />
                  <span>{cardLabel(card)}</span>
                  {card.id === value && <CheckOutline className="wallet-sheet-check" />}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="wallet-center">
            <p className="wallet-muted">{tab === 'usdt' ? t('wallet:withdraw.noAddress') : t('wallet:withdraw.noCard')}</p>
            {isLinkOn(addPath) && (
              <Button color="primary" shape="rounded" data-to={addPath} onClick={() => navigate(addPath)}>
                {tab === 'usdt' ? t('wallet:withdraw.addAddress') : t('wallet:withdraw.addCard')}
              </Button>
            )}
          </div>
        )}
        </section>
      </Popup>
    </>
  );
}
