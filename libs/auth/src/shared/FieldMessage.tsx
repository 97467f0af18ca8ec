import type { ReactNode } from 'react';

/** A message under a group of inputs (the inputs themselves show theirs through TextInput). */
export function FieldMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  if (!children) return null;
  return tone === 'error' ? (
    <p role="alert" className="text-xs font-medium text-danger">
      {children}
    </p>
  ) : (
    <p className="text-xs font-medium text-success">{children}</p>
  );
}
