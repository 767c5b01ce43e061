// Asks once for the admin token (ADMIN_TOKEN of the server); again only when it is refused.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** `refused`: why the last token was: a wrong one, or too many wrong ones from this address (it must wait). */
export function TokenForm({ refused, onToken }: { refused: 'denied' | 'throttled' | null; onToken(token: string): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <form className="field-card field-token" onSubmit={submit}>
      <label htmlFor="field-token">{t('field:token.label')}</label>
      <input id="field-token" type="password" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
      {refused && (
        <p role="alert" className="field-alert">
          {t(refused === 'throttled' ? 'field:token.throttled' : 'field:token.denied')}
        </p>
      )}
      <button type="submit" className="field-button" disabled={!value.trim()}>
        {t('field:token.submit')}
      </button>
      <p className="field-muted">{t('field:token.hint')}</p>
    </form>
  );
}
