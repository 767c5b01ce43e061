// /app: the download page. A carousel of the app (every DOWNLOAD_CAROUSEL_MS), the QR code and the iOS link from
// the site settings.
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../kit/brand';
import { useAppNavigate } from '../../kit/navigation';
import { useOpenInBrowserGuide } from '../../kit/OpenInBrowser';
import { toast } from '../../kit/toast';
import { DOWNLOAD_CAROUSEL_MS, DOWNLOAD_IFRAME_REMOVE_MS } from '../../../core/constants';
import { appInfoQuery } from '../../session/queries';
import { AddToHomeButton } from './AddToHomeButton';
import { bannersQuery, BANNER_TYPE } from './api';
import { downloadKind, INSTALL_FRAME_SANDBOX } from '../../lib/downloadLink';
import './locale';
import './content.css';

/** Starts an install link the way phones expect it: from a hidden frame, removed once the system has taken over. */
function installFromHiddenFrame(url: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', INSTALL_FRAME_SANDBOX);
  frame.referrerPolicy = 'no-referrer';
  frame.hidden = true;
  frame.src = url;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), DOWNLOAD_IFRAME_REMOVE_MS);
}

function Carousel() {
  const { t } = useTranslation();
  const slides = useQuery(bannersQuery(BANNER_TYPE.appDownload));
  if (slides.isPending) return <div className="content-download-carousel content-skeleton" />;
  if (!slides.data?.length) return null;
  return (
    <Swiper className="content-download-carousel" autoplay autoplayInterval={DOWNLOAD_CAROUSEL_MS} loop>
      {slides.data.map((slide, i) => (
        <Swiper.Item key={slide.src}>
          <img src={slide.src} alt={t('content:download.slideAlt', { n: i + 1 })} width={750} height={420} decoding="async" />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}

export default function AppDownloadScreen() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const siteName = useSiteName();
  const info = useQuery(appInfoQuery);
  const link = info.data?.ios_download_url;
  const kind = downloadKind(link, window.location.href);
  // WeChat, QQ and the like ignore an install and the install page's own links: the player is told how to get out.
  const openInBrowser = useOpenInBrowserGuide();

  const download = () => {
    if (kind && openInBrowser.instead()) return;
    if (kind === 'page') navigate('/gamePage?app=1');
    else if (kind === 'install' && link) installFromHiddenFrame(link);
    else toast.info(t('content:download.unavailable'));
  };

  return (
    <div className="content-download">
      <Carousel />
      <section className="content-download-card">
        <h2>{t('content:download.title', { site: siteName })}</h2>
        <p>{t('content:download.body')}</p>
        {info.isPending ? (
          <Skeleton className="content-download-qr" animated />
        ) : (
          info.data?.ios_download_qrcode && (
            <img className="content-download-qr" src={info.data.ios_download_qrcode} alt={t('content:download.qrAlt')} width={160} height={160} />
          )
        )}
        <p className="content-download-hint">{t('content:download.scan')}</p>
        <Button block color="primary" shape="rounded" size="large" onClick={download} disabled={info.isPending}>
          {t('content:download.ios')}
        </Button>
        <AddToHomeButton />
      </section>
      {openInBrowser.guide}
    </div>
  );
}
