// Venue balances as a grid of small cards: optionally collapsed to a few rows with a toggle, optionally tappable
// (the transfer screen picks the venue side of a transfer with it).
import { Skeleton } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../renderers/states';
import type { VenueBalance } from '../api/venues';
import { KeptMoney } from '../../../kit/KeptMoney';
import { useFormat } from '../../../lib/useFormat';
import { venueCountHint } from '../../../session/storage';

const COLUMNS = 3;

interface VenueGridProps {
  venues: readonly VenueBalance[] | undefined;
  /** When the list was answered (kept amounts are marked). */
  answeredAt: number;
  /** Rows shown until expanded; all when absent. */
  collapsedRows?: number;
  picked?: string;
  /** When given, each card is a button; `locked` makes a tap say why nothing happens instead. */
  onPick?: (platname: string) => void;
  locked?: boolean;
  /** Set when the list never arrived: the poll is silent, so without this a failure would be an endless skeleton. */
  failed?: { error: unknown; retry: () => void; retrying: boolean };
}

export function VenueGrid({ venues, answeredAt, collapsedRows, picked, onPick, locked, failed }: VenueGridProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [expanded, setExpanded] = useState(false);
  const count = venues?.length;
  useEffect(() => {
    if (count !== undefined) venueCountHint.set(count);
  }, [count]);
  if (!venues && failed) return <LoadFailed error={failed.error} onRetry={failed.retry} retrying={failed.retrying} />;
  // Collapsed to a few rows, the grid's height is known before the list comes: the skeleton keeps it (the rows and the
  // toggle), so the form below does not move when the venues arrive. The rows are those of the last list this device
  // saw (a back end with three venues fills one row, not three); on a first visit, all the collapsed rows.
  if (!venues) {
    const known = venueCountHint.get();
    const rows = collapsedRows && (known ? Math.min(collapsedRows, Math.ceil(known / COLUMNS)) : collapsedRows);
    const toggle = !known || (collapsedRows !== undefined && known > collapsedRows * COLUMNS);
    const reserve = rows ? ({ '--venue-rows': rows, '--venue-toggle': toggle ? '44px' : '0px' } as CSSProperties) : undefined;
    return <Skeleton.Paragraph lineCount={3} animated className={`wallet-venues-skeleton${reserve ? ' wallet-venues-reserved' : ''}`} style={reserve} />;
  }
  if (!venues.length) return <p className="wallet-muted wallet-center">{t('wallet:venues.empty')}</p>;
  const limit = collapsedRows && !expanded ? collapsedRows * COLUMNS : venues.length;
  const shown = venues.slice(0, limit);
  return (
    <>
      <ul className={`wallet-venues${locked ? ' wallet-venues-locked' : ''}`} aria-label={t('wallet:venues.title')}>
        {shown.map((v) => {
          const body = (
            <>
              <span className="wallet-venue-name">{v.name}</span>
              <span className="wallet-venue-balance">
                <KeptMoney updatedAt={answeredAt}>{fmt.money(v.balance)}</KeptMoney>
              </span>
            </>
          );
          return (
            <li key={v.platname}>
              {onPick ? (
                <button
                  type="button"
                  className={`wallet-venue${picked === v.platname ? ' wallet-venue-picked' : ''}`}
                  aria-pressed={picked === v.platname}
                  aria-disabled={locked || undefined}
                  onClick={() => onPick(v.platname)}
                >
                  {body}
                </button>
              ) : (
                <div className="wallet-venue">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {collapsedRows !== undefined && venues.length > collapsedRows * COLUMNS && (
        <button type="button" className="wallet-expand" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {/* An element, not a bare text: old engines' gap (margins on `> * + *`) spaces only elements. */}
          <span>{expanded ? t('wallet:venues.collapse') : t('wallet:venues.expand')}</span>
          {expanded ? <UpOutline /> : <DownOutline />}
        </button>
      )}
    </>
  );
}
