// The registration link that carries the member's invite code (their uid): /reg?type=1&pid=<uid> of this site.

/** The site's own address: the operator's h5_url when it is a full URL, else where this page is served from. */
export function siteBase(h5Url: string | undefined, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  if (h5Url && /^https?:\/\//i.test(h5Url)) return h5Url.replace(/#.*$/, '');
  return `${location.origin}${location.pathname}`;
}

export function inviteLink(base: string, uid: string): string {
  return `${base}#/reg?${new URLSearchParams({ type: '1', pid: uid }).toString()}`;
}
