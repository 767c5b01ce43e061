// /lines, the line check page: every line of the site with its delay (or timed out), the one in use marked, a tap
// to switch (it holds over reloads: src/api/lines), and a button to test them all again. Opens with a test of its own;
// when no line answers it, why (the last failure's category) with a retry.
import './locale';
import { Button, SpinLoading } from 'antd-mobile';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { probeFailure, probeLines } from '../../api/lines/probe';
import { currentLine, isProbing, lineBase, lineHealth, lineList, linesVersion, moveTo, subscribeLines, type LineHealth } from '../../api/lines/state';
import { toast } from '../../kit/toast';
import { LoadFailed } from '../../renderers/states';
import './lines.css';

/** Quick, slow and very slow, as the delay's colour says. */
const SLOW_MS = 300;
const VERY_SLOW_MS = 1_000;

function Delay({ health, testing }: { health: LineHealth; testing: boolean }) {
  const { t } = useTranslation();
  if (testing) {
    return (
      <span className="lines-delay lines-testing">
        <SpinLoading className="lines-spin" />
        <span>{t('lines:testing')}</span>
      </span>
    );
  }
  if (typeof health === 'object') {
    const tone = health.delayMs < SLOW_MS ? 'fast' : health.delayMs < VERY_SLOW_MS ? 'slow' : 'bad';
    return <span className={`lines-delay lines-${tone}`}>{t('lines:ms', { ms: health.delayMs })}</span>;
  }
  if (health === 'unknown') return <span className="lines-delay lines-unknown">--</span>;
  return <span className="lines-delay lines-bad">{t(health === 'timeout' ? 'lines:timeout' : 'lines:down')}</span>;
}

export default function LinesScreen() {
  const { t } = useTranslation();
  useSyncExternalStore(subscribeLines, linesVersion);
  const testing = isProbing();
  const test = () => void probeLines();
  useEffect(() => void probeLines(), []);
  const inUse = currentLine().api;
  // No line answered: why, in the words of the last one's failure (each line's row says its own), and its retry in
  // place of the page's own button.
  const failure = testing ? null : probeFailure();

  return (
    <div className="lines-page">
      <div className="lines-banner">
        <GlobalOutline className="lines-banner-icon" />
        <p>{t('lines:hint')}</p>
      </div>
      {failure && <LoadFailed error={failure} onRetry={test} retrying={testing} />}
      <ul className="lines-list">
        {lineList().map((line, index) => {
          const current = line.api === inUse;
          const switchTo = () => {
            moveTo(line.api, true);
            toast.success(t('lines:switched', { n: index + 1 }));
          };
          return (
            <li key={line.api || 'self'} className={current ? 'lines-row lines-current' : 'lines-row'} data-line={line.api}>
              <div className="lines-name">
                <strong>{t('lines:line', { n: index + 1 })}</strong>
                <span className="lines-host">{new URL(lineBase(line)).host}</span>
              </div>
              <Delay health={lineHealth(line.api)} testing={testing} />
              {current ? (
                <span className="lines-in-use">
                  <CheckCircleFill />
                  <span>{t('lines:inUse')}</span>
                </span>
              ) : (
                <Button size="mini" shape="rounded" color="primary" fill="outline" className="lines-switch" onClick={switchTo}>
                  {t('lines:switch')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {!failure && (
        <div className="lines-actions">
          <Button block shape="rounded" color="primary" size="large" loading={testing} onClick={test}>
            {t('lines:retest')}
          </Button>
        </div>
      )}
    </div>
  );
}
