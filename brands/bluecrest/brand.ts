// A second demo brand: deep blue and gold, its own name and logo, English first, the news tab and the app download
// page turned off, two tabs renamed and the app header on for venue transfers. Everything else is the default brand's.
import type { BrandDefinition } from '../types';

const brand: BrandDefinition = {
  id: 'bluecrest',
  logo: 'bluecrest-logo.svg',
  favicon: 'bluecrest-logo.svg',
  tokens: {
    primary: '#1f3f99',
    primaryLight: '#3a66d1',
    primaryDeep: '#12275f',
    onPrimary: '#ffffff',
    accent: '#c9a23a',
    accentLight: '#f3dc94',
    onAccent: '#3d2c00',
    pageBackground: '#f2f4f9',
    shadow: '#0f1d45',
    vipBackground: '#0e1733',
    vipSurface: '#16234a',
    vipText: '#d6dcf0',
    bankCard: '#2d4fb8',
    // Its own red for errors and the red wave (the default brand's is part of its look); AA on white and the page.
    danger: '#b3261e',
    lotteryRed: '#b3261e',
  },
  languages: ['en', 'zh-CN'],
  defaultLanguage: 'en',
  screens: {
    off: ['/discover', '/app'],
    tabTitles: { mine: 'nav:titles.account' },
    headers: { '/transfer': true },
  },
};

export default brand;
