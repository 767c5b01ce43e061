// The room's chat: every entry in order, kept scrolled to the newest unless the player scrolled up to read. It renders
// when the feed changes (a batch of pushes, at most ten times a second), not when the room around it does (the
// countdown's every second).
import { memo, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatFeed } from './chatFeed';
import { ChatEntryView } from './ChatEntryView';

/** Within this many pixels of the bottom counts as reading the newest lines. */
const NEAR_BOTTOM_PX = 80;

export const ChatArea = memo(function ChatArea({ feed, myId }: { feed: ChatFeed; myId: number | undefined }) {
  const { t } = useTranslation();
  const entries = useSyncExternalStore(feed.subscribe, feed.get);
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => {
      stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [entries]);

  return (
    <div className="lottery-chat" ref={box} aria-live="polite">
      {entries.length === 0 ? (
        <p className="lottery-chat-none">{t('lottery:chat.none')}</p>
      ) : (
        <ul className="lottery-chat-list">
          {entries.map((entry) => (
            <ChatEntryView key={entry.key} entry={entry} mine={entry.kind === 'chat' && entry.userId === myId} />
          ))}
        </ul>
      )}
    </div>
  );
});
