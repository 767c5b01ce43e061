// The detail renderer and SafeHtml: fields from the URL's item, server HTML without anything that could run, and
// a way out when the item can't be fetched.
import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/zh-CN/common.json';
import errors from '../../../locales/zh-CN/errors.json';
import { client, fetchData } from '../../../src/api/client';
import { registerNamespace } from '../../../src/kit/i18n';
import { defineDetail } from '../../../src/renderers/detail';
import { sanitizeHtml } from '../../../src/renderers/html/sanitizeHtml';
import { mswServer } from '../../setup/msw';
import { apiUrl, renderWithApp } from '../harness';
import { businessError } from './support';

registerNamespace('detailTest', { kind: '文章类别', footer: '联系客服' });

const articleQuery = (type: number) =>
  queryOptions({
    queryKey: ['detailTest', 'article', type],
    queryFn: ({ signal }) => fetchData(client.POST('/api/article', { body: { type }, signal })),
  });

const ArticleScreen = defineDetail({
  query: (search) => articleQuery(Number(search.get('type'))),
  title: (article) => article.title,
  fields: [{ labelKey: 'detailTest:kind', value: (article) => `类别${article.type}` }],
  html: (article) => article.content,
  footer: () => <button type="button">联系客服</button>,
});

const hostile = [
  '<p>正文第一段</p>',
  '<script>window.__pwned = true</script>',
  '<img src="/files/banner.webp" onerror="window.__pwned = true" alt="横幅">',
  '<a href="javascript:window.__pwned = true">恶意链接</a>',
  '<a href="https://example.com/help">帮助中心</a>',
  '<iframe src="https://example.com"></iframe>',
  '<form action="https://example.com"><input name="password"></form>',
  '<div onclick="window.__pwned = true">点我</div>',
].join('');

function serveArticle(answer: (type: number, call: number) => Response) {
  const types: number[] = [];
  mswServer.use(
    http.post(apiUrl('/api/article'), async ({ request }) => {
      const { type } = (await request.json()) as { type: number };
      types.push(type);
      return answer(type, types.length);
    }),
  );
  return types;
}

const article = (type: number, content = '<p>正文</p>') => HttpResponse.json({ code: 200, message: 'ok', data: { type, title: '关于我们', content } });

describe('detail renderer', () => {
  it('shows the item named by the URL: title, fields, HTML and footer', async () => {
    const types = serveArticle((type) => article(type));
    renderWithApp(<ArticleScreen />, { at: '/boutBallBetInfo?type=7' });
    expect(await screen.findByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(screen.getByText('文章类别')).toBeInTheDocument();
    expect(screen.getByText('类别7')).toBeInTheDocument();
    expect(await screen.findByText('正文')).toBeInTheDocument(); // the HTML's renderer loads on demand
    expect(screen.getByRole('button', { name: '联系客服' })).toBeInTheDocument();
    expect(types).toEqual([7]);
  });

  it('renders server HTML without scripts, handlers, javascript: links, frames or forms', async () => {
    serveArticle((type) => article(type, hostile));
    const { container } = renderWithApp(<ArticleScreen />, { at: '/boutBallBetInfo?type=1' });
    expect(await screen.findByText('正文第一段')).toBeInTheDocument();
    const body = container.querySelector('.safe-html');
    expect(body?.querySelector('script, iframe, form, input')).toBeNull();
    expect(body?.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    const image = screen.getByAltText('横幅');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('恶意链接')).not.toHaveAttribute('href');
    expect(screen.getByText('帮助中心')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('帮助中心')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('offers a retry when the item cannot be fetched, and the retry shows it', async () => {
    const types = serveArticle((type, call) => (call === 1 ? businessError('文章不存在') : article(type)));
    renderWithApp(<ArticleScreen />, { at: '/boutBallBetInfo?type=2' });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '关于我们' })).toBeInTheDocument();
    expect(types).toEqual([2, 2]);
  });

  it('calls a success without the item a server failure, with a retry, never a success', async () => {
    serveArticle(() => HttpResponse.json({ code: 200, message: 'ok', data: null }));
    renderWithApp(<ArticleScreen />, { at: '/boutBallBetInfo?type=3' });
    expect(await screen.findByText(errors.server, { selector: '.renderer-failure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.retry })).toBeInTheDocument();
  });
});

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting and images', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml('<p style="color: red"><strong>加粗</strong><img src="/files/a.webp" width="300"></p>');
    expect(box.querySelector('p')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
    expect(box.querySelector('strong')).toHaveTextContent('加粗');
    expect(box.querySelector('img')).toHaveAttribute('src', '/files/a.webp');
    expect(box.querySelector('img')).toHaveAttribute('width', '300');
    expect(box.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
