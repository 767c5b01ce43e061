// The invite QR code and poster as real PNG files: drawn on canvas, then saved through a download link.
// qrcode loads only when a QR code is first drawn, so the page's own chunk stays small. Colours are the brand's,
// read from the theme's CSS variables (brands/theme.ts) as the stylesheets do.
import { themeColour } from '../../kit/brand';

export interface PosterWords {
  siteName: string;
  title: string;
  subtitle: string;
  codeLine: string;
  scanHint: string;
}

export async function drawQr(canvas: HTMLCanvasElement, text: string, width: number): Promise<void> {
  const { toCanvas } = await import('qrcode');
  await toCanvas(canvas, text, { width, margin: 1, errorCorrectionLevel: 'M', color: { dark: themeColour('--adm-color-text'), light: themeColour('--app-surface') } });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** Offers `canvas` as a PNG download named `name`. */
export async function savePng(canvas: HTMLCanvasElement, name: string): Promise<void> {
  const url = URL.createObjectURL(await canvasToPng(canvas));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function qrPng(text: string): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  await drawQr(canvas, text, 480);
  return canvas;
}

const POSTER = { width: 750, height: 1200, qr: 360 };

/** A 750×1200 poster: brand gradient, the words, the QR code on a white card and the invite code under it. */
export async function posterPng(link: string, words: PosterWords): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER.width;
  canvas.height = POSTER.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const background = ctx.createLinearGradient(0, 0, POSTER.width, POSTER.height);
  background.addColorStop(0, themeColour('--brand-primary-light'));
  background.addColorStop(1, themeColour('--brand-primary-deep'));
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, POSTER.width, POSTER.height);
  ctx.textAlign = 'center';
  ctx.fillStyle = themeColour('--brand-on-primary');
  const family = themeColour('--adm-font-family') || 'sans-serif'; // the brand's font, as the page's text
  const font = (size: number, weight = 700) => `${weight} ${size}px ${family}`;
  ctx.font = font(40, 600);
  ctx.fillText(words.siteName, POSTER.width / 2, 120);
  ctx.font = font(76, 800);
  ctx.fillText(words.title, POSTER.width / 2, 250);
  ctx.font = font(32, 400);
  ctx.fillText(words.subtitle, POSTER.width / 2, 320);

  const card = { x: 135, y: 400, size: 480 };
  ctx.fillStyle = themeColour('--app-surface');
  ctx.beginPath();
  // roundRect is newer than canvas itself (Safari 16): a square card on older phones.
  if (typeof ctx.roundRect === 'function') ctx.roundRect(card.x, card.y, card.size, card.size + 120, 28);
  else ctx.rect(card.x, card.y, card.size, card.size + 120);
  ctx.fill();
  const qr = document.createElement('canvas');
  await drawQr(qr, link, POSTER.qr);
  ctx.drawImage(qr, (POSTER.width - POSTER.qr) / 2, card.y + 60, POSTER.qr, POSTER.qr);
  ctx.fillStyle = themeColour('--adm-color-primary');
  ctx.font = font(34, 700);
  ctx.fillText(words.codeLine, POSTER.width / 2, card.y + card.size + 40);
  ctx.fillStyle = themeColour('--adm-color-text-secondary');
  ctx.font = font(26, 400);
  ctx.fillText(words.scanHint, POSTER.width / 2, card.y + card.size + 90);
  return canvas;
}
