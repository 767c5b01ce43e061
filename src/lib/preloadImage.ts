// A first screen's largest picture, asked for at high priority as soon as its address is known (before the screen's
// code has drawn the <img>), so the largest paint waits on the network once rather than after the render.

export function preloadImage(src: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: src });
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
