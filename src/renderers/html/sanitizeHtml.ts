// Server HTML (articles, activity content, notices) made safe to render: DOMPurify strips scripts, event handlers and
// javascript: URLs by default; we also drop frames and forms (a page of ours must never host someone else's login),
// open links outside the app and load images lazily. A private DOMPurify instance keeps these hooks to ourselves.
import createDOMPurify from 'dompurify';
import { isLinkOn } from '../../kit/routesOn';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'base', 'meta', 'link'];
const FORBID_ATTR = ['formaction', 'srcdoc'];

/** A link into this app: `#/hongbao` or `/#/hongbao` (the hash router's paths). */
const IN_APP = /^\/?#(\/.*)$/;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A link to a page of this app the brand turned off keeps its words, not its way there.
      const inApp = IN_APP.exec(node.getAttribute('href') ?? '');
      if (inApp && !isLinkOn(inApp[1])) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/** The given HTML with everything that could run code, post a form or frame another page removed. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR });
}
