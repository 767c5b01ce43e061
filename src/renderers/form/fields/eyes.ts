// The show/hide eye's two pictures (antd-mobile-icons, ~3.4 KB gzip of SVG paths), loaded apart from the form: a form
// without a password never needs them, and one with a password shows its eye's button (its box already in place)
// before they come.
export { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
