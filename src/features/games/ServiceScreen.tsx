// Customer service in a frame: /kefu and /iframepage (pages of their own) and /home (the service tab, where the
// frame stops above the tab bar). The brand's customer-service page stands in when the API gives no URL or fails.
import { brand } from '../../../brand.config';
import { defineDetail } from '../../renderers/detail';
import { serviceUrlQuery } from './api';
import { lineOrigin } from '../../api/lines/state';
import { resolveFrameUrl } from '../../lib/frameUrl';
import './locale';

export default defineDetail({
  query: () => serviceUrlQuery,
  fallback: () => ({ url: '' }),
  frame: { url: (answer) => resolveFrameUrl(answer.url || brand.links.customerService, lineOrigin()), titleKey: 'games:service' },
});
