import { ok, type HandlerMap } from '../../http/operation';
import { getSettings } from '../../settings';

export const siteHandlers = {
  app: {
    auth: 'visitor',
    run: ({ deps }) => {
      const s = getSettings(deps.db);
      return ok({
        title: s.title,
        site_state: s.site_state,
        repair_tips: s.repair_tips,
        redpacket_switch: s.redpacket_switch,
        index_modal: s.index_modal,
        webcontent: s.webcontent,
        h5_url: s.h5_url,
        site_logo: s.site_logo,
        ios_download_url: s.ios_download_url,
        ios_download_qrcode: s.ios_download_qrcode,
      });
    },
  },
  getVisitUrl: { auth: 'visitor', run: ({ deps }) => ok({ url: getSettings(deps.db).h5_url }) },
  getservicerurl: { auth: 'visitor', run: ({ deps }) => ok({ url: getSettings(deps.db).service_url }) },
  lines: { auth: 'visitor', run: ({ deps }) => ok({ lines: deps.lines.map((line) => ({ ...line })) }) },
  getAgentLoginUrl: { auth: 'visitor', run: ({ deps }) => ok({ url: getSettings(deps.db).agent_login_url }) },
} satisfies HandlerMap;
