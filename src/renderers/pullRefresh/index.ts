// Pull to refresh, the app's own (antd-mobile's brings react-spring and use-gesture): the list renderer's, and a
// feature's screen that refreshes by hand (/concise).
export { PullRefresh } from './PullRefresh';
