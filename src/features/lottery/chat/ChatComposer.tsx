// The bar under the chat: a line to send (never an empty one, and only while connected) and the bet button, which
// reads 'betting closed' once the period's cut-off has passed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../kit/toast';

const CHAT_MAX = 200;

interface ChatComposerProps {
  connected: boolean;
  bettingOpen: boolean;
  onSend(text: string): boolean;
  onBet(): void;
}

export function ChatComposer({ connected, bettingOpen, onSend, onBet }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return; // an empty line is never sent (the button is off too)
    if (!connected || !onSend(text.trim())) return toast.info(t('lottery:chat.offline'));
    setText('');
  };

  return (
    <form className="lottery-composer" onSubmit={submit}>
      <button type="button" className="lottery-bet-button" onClick={onBet} disabled={!bettingOpen}>
        {t(bettingOpen ? 'lottery:bet.open' : 'lottery:bet.closed')}
      </button>
      <input
        className="lottery-composer-input"
        value={text}
        maxLength={CHAT_MAX}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('lottery:chat.placeholder')}
        aria-label={t('lottery:chat.placeholder')}
        enterKeyHint="send"
      />
      <button type="submit" className="lottery-send-button" disabled={blank || !connected}>
        {t('lottery:chat.send')}
      </button>
    </form>
  );
}
