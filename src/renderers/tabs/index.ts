// A sideways row of tabs, the app's own (antd-mobile's brings springs and gestures): /activity's and a list's tabs.
export { ScrollTabs, type ScrollTab } from './ScrollTabs';
