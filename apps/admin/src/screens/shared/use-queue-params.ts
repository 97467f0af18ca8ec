import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The row a queue screen has open, kept in the query string beside the table's page and filters,
 * so a copied link opens the same report or inquiry.
 */
export function useOpenRow(name: string): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get(name));
  const open = Number.isInteger(value) && value > 0 ? value : null;
  const setOpen = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(name);
        else next.set(name, String(id));
        return next;
      }),
    [name, setParams],
  );
  return [open, setOpen];
}
