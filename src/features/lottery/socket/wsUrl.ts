// Where the room socket connects: the socket of the line in use (src/api/lines), or, when empty, the page's
// own host with ws:// or wss:// following the page's protocol.

export interface PageLocation {
  protocol: string;
  host: string;
}

export function roomSocketUrl(base: string, page: PageLocation, roomId: number, token: string): string {
  const origin = base ? base.replace(/\/+$/, '') : `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}`;
  const query = new URLSearchParams({ roomid: String(roomId), _token: token });
  return `${origin}/wss?${query.toString()}`;
}
