// The whole app (registry, router, guards, session) in memory, against MSW answers.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { brand as defaultBrand, type BrandConfig } from '../../brand.config';
import { App, bindAppSession } from '../../src/shell/App';
import { createQueryClient } from '../../src/shell/queryClient';
import { createAppRouter } from '../../src/shell/router';
import { mswServer } from '../setup/msw';
import { apiUrl } from './harness';

export const appInfo = {
  title: '测试站',
  site_state: 1,
  repair_tips: '系统维护中，预计十点恢复',
  redpacket_switch: 1,
  index_modal: 0,
  webcontent: '',
  h5_url: '/',
  site_logo: '',
  ios_download_url: '',
  ios_download_qrcode: '',
};

export function serveAppInfo(patch: Partial<typeof appInfo> = {}) {
  mswServer.use(http.post(apiUrl('/api/app'), () => HttpResponse.json({ code: 200, message: 'ok', data: { ...appInfo, ...patch } })));
}

export function renderApp({ at = '/', brand = defaultBrand }: { at?: string; brand?: BrandConfig } = {}) {
  const queryClient = createQueryClient();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [at], v5Compat: true }));
  bindAppSession(router, queryClient);
  const view = render(<App router={router} queryClient={queryClient} brand={brand} />);
  const { history } = router;
  const location = () => history.location.pathname + history.location.search;
  return { ...view, history, queryClient, location };
}
