// The contract's page shape {data, total, last_page, current_page, per_page}, for every paged list.

export const PER_PAGE = 10;

export interface PageMeta {
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

/** Offset of `page` and the meta for `total` rows. */
export function pageOf(page: number | undefined, total: number, perPage = PER_PAGE): { offset: number; limit: number; meta: PageMeta } {
  const current = Math.max(1, page ?? 1);
  return {
    offset: (current - 1) * perPage,
    limit: perPage,
    meta: { total, last_page: Math.max(1, Math.ceil(total / perPage)), current_page: current, per_page: perPage },
  };
}
