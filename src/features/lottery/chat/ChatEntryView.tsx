// One entry of the chat: a period notice in the middle, or a member's line (own ones on the right) or shared slip.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultBalls } from '../room/ResultBalls';
import type { ChatEntry } from './chatLog';
import { OrderCard } from './OrderCard';
import avatarUrl from './avatar.svg';

const NOTICE_KEYS = { period: 'lottery:notice.period', closed: 'lottery:notice.closed', result: 'lottery:notice.result' } as const;

export const ChatEntryView = memo(function ChatEntryView({ entry, mine }: { entry: ChatEntry; mine: boolean }) {
  const { t } = useTranslation();
  if (entry.kind === 'notice') {
    return (
      <li className={`lottery-notice lottery-notice-${entry.event}`}>
        <span>{t(NOTICE_KEYS[entry.event], { expect: entry.expect })}</span>
        {entry.event === 'result' && entry.extend && <ResultBalls extend={entry.extend} compact />}
      </li>
    );
  }
  return (
    <li className={`lottery-chat-line ${mine ? 'lottery-chat-mine' : ''}`} data-chat-id={entry.id}>
      <img className="lottery-chat-avatar" src={entry.avatar || avatarUrl} alt={t('lottery:chat.defaultAvatar')} width={36} height={36} loading="lazy" />
      <div className="lottery-chat-body">
        <span className="lottery-chat-author">{mine ? t('lottery:chat.me') : entry.author}</span>
        {entry.order ? <OrderCard order={entry.order} /> : <p className="lottery-chat-bubble">{entry.content}</p>}
      </div>
    </li>
  );
});
