// The link tab: the member's invite code, link and QR code, and the invite button opening the share sheet.
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyOrShow } from '../../kit/copy';
import { drawQr } from './pngFiles';
import { ShareSheet } from './ShareSheet';

const QR_SIZE = 180;

export function InviteLinkTab({ link, uid }: { link: string; uid: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [sharing, setSharing] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    // Drawn at twice its size so it stays sharp on a 2x screen, then shown at QR_SIZE.
    void drawQr(target, link, QR_SIZE * 2)
      .then(() => {
        target.style.width = `${QR_SIZE}px`;
        target.style.height = `${QR_SIZE}px`;
      })
      .catch(() => undefined);
  }, [link]);

  const copy = () => copyOrShow(link, t('invite:share.copied'));

  return (
    <div className="invite-tab">
      <section className="invite-hero">
        <h2>{t('invite:link.title')}</h2>
        <p>{t('invite:link.subtitle')}</p>
      </section>
      <section className="invite-card">
        <div className="invite-qr">
          <canvas ref={canvas} width={QR_SIZE} height={QR_SIZE} aria-label={t('invite:link.qrAlt')} role="img" />
        </div>
        <dl className="invite-fields">
          <div>
            <dt>{t('invite:link.code')}</dt>
            <dd data-testid="invite-code">{uid}</dd>
          </div>
          <div>
            <dt>{t('invite:link.url')}</dt>
            <dd className="invite-url" data-testid="invite-url">
              {link}
            </dd>
          </div>
        </dl>
        <div className="invite-buttons">
          <Button shape="rounded" fill="outline" color="primary" onClick={() => void copy()}>
            {t('invite:link.copy')}
          </Button>
          <Button shape="rounded" color="primary" onClick={() => setSharing(true)}>
            {t('invite:link.invite')}
          </Button>
        </div>
      </section>
      <ShareSheet visible={sharing} onClose={() => setSharing(false)} link={link} uid={uid} />
    </div>
  );
}
