// antd-mobile's own words (date pickers, pull-to-refresh, infinite scroll) are Chinese without any provider, and follow
// the member's language: its English words after a switch, its Chinese ones again after switching back.
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { describe, expect, it } from 'vitest';
import { BASE_LANGUAGE, setLanguage } from '../../src/kit/i18n';

describe('antd-mobile locale', () => {
  it('is zh-CN by default', () => {
    expect(getDefaultConfig().locale).toBe(zhCN);
  });

  it("follows a switch of language, and comes back with the base language's", async () => {
    await setLanguage('en');
    expect(getDefaultConfig().locale).toBe(enUS);
    await setLanguage(BASE_LANGUAGE);
    expect(getDefaultConfig().locale).toBe(zhCN);
    localStorage.clear();
  });
});
