/** Page numbers start at 1; the contracts give every list a page and a size. */
export const offsetOf = ({ page, size }: { page: number; size: number }) => (page - 1) * size;

export const pageOf = <T>(items: T[], { page, size }: { page: number; size: number }, total: number) => ({ items, page, size, total });
