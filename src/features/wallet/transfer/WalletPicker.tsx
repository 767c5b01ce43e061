// A wallet chosen from a bottom picker (the form's control of a transfer's side): the central wallet or any venue.
import { useQuery } from '@tanstack/react-query';
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CENTRAL_WALLET } from '../../../../core/constants';
import type { FieldControlProps } from '../../../renderers/form';
import { useIsLoggedIn } from '../../../session/tokenStore';
import { venueBalancesQuery } from '../api/venues';

/** The central wallet, then every venue of the list the screen polls (its names, kept or fresh: no amount is read). */
function useWallets() {
  const { t } = useTranslation();
  const venues = useQuery({ ...venueBalancesQuery(false), enabled: useIsLoggedIn() });
  return [{ value: CENTRAL_WALLET, label: t('wallet:balances.main') }, ...(venues.data ?? []).map((v) => ({ value: v.platname, label: v.name }))];
}

export function WalletPicker({ field, value, onChange, id, inputRef }: FieldControlProps) {
  const [open, setOpen] = useState(false);
  const wallets = useWallets();
  const chosen = wallets.find((o) => o.value === value);
  return (
    <>
      <button type="button" id={id} ref={inputRef} className="wallet-picker" aria-label={field.label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={chosen ? '' : 'wallet-muted'}>{chosen?.label ?? field.placeholder}</span>
        <DownOutline />
      </button>
      <Picker
        columns={[wallets]}
        visible={open}
        value={[typeof value === 'string' ? value : '']}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => typeof picked[0] === 'string' && onChange(picked[0])}
      />
    </>
  );
}
