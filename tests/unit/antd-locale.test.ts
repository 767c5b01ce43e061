// antd-mobile's own words (date pickers, pull-to-refresh, infinite scroll) are Chinese without any provider.
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { describe, expect, it } from 'vitest';

describe('antd-mobile locale', () => {
  it('is zh-CN by default', () => {
    expect(getDefaultConfig().locale).toBe(zhCN);
  });
});
