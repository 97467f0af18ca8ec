/** A form's refusal from the API, read out when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
      {message}
    </p>
  );
}
