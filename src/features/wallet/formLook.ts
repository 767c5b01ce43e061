// The wallet's money forms as declarations draw them: its white cards with small grey labels (./styles/forms.css).
import type { FormLook } from '../../renderers/form';

export const WALLET_LOOK: FormLook = {
  page: 'wallet-page',
  form: 'wallet-form',
  card: 'wallet-card',
  cardTitle: 'wallet-card-title',
  field: 'wallet-field',
  label: 'wallet-field-label',
  note: 'wallet-muted',
  wrap: true,
  submit: 'wallet-submit',
  loading: { className: 'wallet-card', lines: 6 },
  // The renderer's pair, each half without the field's own rule (the row draws one under both).
  pair: { row: 'form-pair', half: 'form-pair-half wallet-field-half', swap: 'form-pair-swap' },
};
