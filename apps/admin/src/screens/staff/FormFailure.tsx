/** What the API answered when a form's call failed, worded by its key. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded border border-danger/40 bg-danger/5 px-3 py-2 text-sm font-medium text-danger">
      {text}
    </p>
  );
}
